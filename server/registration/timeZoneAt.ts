import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone at a point, offline: @photostructure/tz-lookup carries a compact raster of the zone
 * boundaries in its 100 kB module (no files, no network) and answers in microseconds (docs/registration.md).
 * Stations store the zone by name in `power_station.time_zone`; their days and tariffs follow it.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}

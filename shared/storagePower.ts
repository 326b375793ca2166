/**
 * The one sign convention of storage power (docs/energy-storage.md): positive while the battery discharges (feeds the
 * bus or grid), negative while it charges. Every screen, chart and answer shows the signed value or names the
 * direction beside a magnitude; none shows a bare magnitude as if it were the signed power.
 */

/** Below this magnitude, kW, a converter is still: meter noise is not a charge. */
export const STORAGE_STILL_KW = 1;

export type StorageDirection = 'charge' | 'discharge' | 'still';

/** Which way a signed storage power runs. */
export function storageDirection(kw: number | null | undefined): StorageDirection {
  if (kw === null || kw === undefined || !Number.isFinite(kw) || Math.abs(kw) <= STORAGE_STILL_KW) return 'still';
  return kw > 0 ? 'discharge' : 'charge';
}

/** The signed power from a magnitude and its direction (a run period's power is a magnitude; its mode says which way). */
export function signedStoragePower(magnitude: number, direction: StorageDirection): number {
  return direction === 'charge' ? -Math.abs(magnitude) : direction === 'discharge' ? Math.abs(magnitude) : 0;
}

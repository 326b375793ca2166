import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { pointName } from '../telemetry/catalogue/pointNames';
import type { Device, PointDefinition, StationFacts } from '../telemetry/pointRegistry';
import { liveKey, worstOf, type LiveReading, type Quality } from '../telemetry/liveStore';
import { pointOptions } from '../telemetry/catalogue/pointOptions';
import { roundIn } from '../../shared/figureRounding';
import type { Static } from 'typebox';
import type { pointValue as pointValueSchema } from '../../shared/contracts/monitor';

/** A point's unit in the station's or device's table: what its answer is rounded by (shared/figureRounding.ts). */
function unitOf(app: FastifyInstance, psId: number, equipType: string, collectId: number, code: string) {
  const device =
    equipType === 'PS' ? ({ equipType: 'PS' } as Device) : app.telemetry.registry.deviceAt(psId, equipType, collectId);
  return device ? (app.telemetry.registry.definitionOf(device, code)?.unit ?? undefined) : undefined;
}

/**
 * A point as the monitoring screens show it (spec-digest 001 §3, measured point), with its quality and time; control
 * points add their choices ("label-value" pairs) and the allowed range of set-points.
 */
export type PointValue = Static<typeof pointValueSchema>;

/** Live value of one point of a device (or of the station with equipType PS), null when none is known. */
export function liveValue(
  app: FastifyInstance,
  psId: number,
  equipType: string,
  collectId: number,
  code: string,
  now = Date.now(),
): number | null {
  const v = app.telemetry.live.raw(liveKey(psId, equipType, collectId, code));
  return v && now - v.time <= 3 * v.periodMs ? v.value : null;
}

/** Last known values of some points of one device, with their quality and time together (`worstOf`). */
/** A device's values by point code (the codes asked for), their worst quality and oldest time. */
export interface DeviceReadings<C extends string = string> {
  values: Record<C, number | null>;
  quality: Quality | null;
  time: number | null;
}

/**
 * What a screen shows of one device (or of a station, equipType PS): a silent device keeps its last values,
 * marked stale or interrupted with their time, so the browser dims them with their age instead of showing
 * them as live or hiding them. Fleet sums use `liveValue`, which leaves interrupted values out.
 */
export function deviceReadings<C extends string>(
  app: FastifyInstance,
  psId: number,
  equipType: string,
  collectId: number,
  codes: readonly C[],
  now = Date.now(),
): DeviceReadings<C> {
  const values = {} as Record<C, number | null>;
  const readings: LiveReading[] = [];
  for (const code of codes) {
    const reading = app.telemetry.live.get(liveKey(psId, equipType, collectId, code), now);
    values[code] = roundIn(reading?.value ?? null, unitOf(app, psId, equipType, collectId, code));
    if (reading) readings.push(reading);
  }
  return { values, ...worstOf(readings) };
}

/** A point of a device as the screens show it, named in the reader's language (`pointName`). */
export function pointValue(
  app: FastifyInstance,
  t: TFunction,
  station: StationFacts,
  device: Device,
  def: PointDefinition,
  now = Date.now(),
): PointValue {
  const key = liveKey(station.psId, device.equipType, device.collectId, def.code);
  const reading = app.telemetry.live.get(key, now);
  const value: PointValue = {
    pointId: key,
    pointCode: def.code,
    pointName: pointName(t, device.equipType, def.code, def.name),
    pointUnit: def.unit ?? '',
    pointValue: reading ? roundIn(reading.value, def.unit ?? undefined) : null,
    time: reading?.time ?? null,
    quality: reading?.quality ?? null,
  };
  if (def.type === 'YK' || def.type === 'YT')
    Object.assign(value, { options: pointOptions(t, def.options), min: def.min, max: def.max });
  return value;
}

/** Live values of all points of a device, grouped by point type (YC, YX, YK, YT, YM). */
export function devicePoints(
  app: FastifyInstance,
  t: TFunction,
  station: StationFacts,
  device: Device,
): Record<string, PointValue[]> {
  const groups: Record<string, PointValue[]> = { YC: [], YX: [], YK: [], YT: [], YM: [] };
  const now = Date.now();
  for (const def of app.telemetry.registry.pointsOf(device))
    (groups[def.type] ??= []).push(pointValue(app, t, station, device, def, now));
  return groups;
}

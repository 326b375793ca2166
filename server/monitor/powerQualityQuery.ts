import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import { liveKey, worstOf, type LiveReading } from '../telemetry/liveStore';
import { SPECTRUM_CODES, THD_CODES } from '../telemetry/catalogue/powerQualityTable';
import { dayCurves } from './curves';
import {
  HARMONIC_LEVELS_SOURCE,
  HARMONIC_ORDERS,
  THD_VOLTAGE_LEVEL,
  VOLTAGE_COMPATIBILITY_LEVELS,
} from '../../shared/harmonicLimits';
import {
  HARMONIC_QUANTITIES,
  PHASES,
  type HarmonicQuantity,
  type HarmonicSpectrum,
  type Phase,
  type PowerQualityAnswer,
  type PowerQualityReading,
} from '../../shared/powerQuality';
import { isOfFamily } from '../../shared/deviceTypes';

/**
 * A power-quality analyser of the station: the one asked for, else the station's first. Another device, one
 * of another station, or a station without an analyser is a 404, as a device that does not exist.
 */
export function analyserOf(app: FastifyInstance, station: StationFacts, equipId: number | undefined): Device {
  const { registry } = app.telemetry;
  const device =
    equipId !== undefined
      ? registry.devices.get(equipId)
      : registry.devicesOf(station.psId).find((d) => isOfFamily(d.equipType, 'powerQualityAnalyser'));
  if (!device || device.psId !== station.psId || !isOfFamily(device.equipType, 'powerQualityAnalyser'))
    throw new ApiError(404, 'server.monitor.noAnalyser', { psId: station.psId });
  return device;
}

/** The analyser's live scalar values by point code, its spectra and the levels they are held against. */
export function powerQualityAnswer(app: FastifyInstance, device: Device, now = Date.now()): PowerQualityAnswer {
  const { registry, live } = app.telemetry;
  const points: Record<string, PowerQualityReading> = {};
  const readings: LiveReading[] = [];
  for (const def of registry.pointsOf(device)) {
    if (def.type !== 'YC') continue;
    const reading = live.get(liveKey(device.psId, device.equipType, device.collectId, def.code), now);
    if (reading) readings.push(reading);
    points[def.code] = {
      value: reading?.value ?? null,
      unit: def.unit ?? '',
      name: def.name,
      quality: reading?.quality ?? null,
      time: reading?.time ?? null,
    };
  }
  const spectra = Object.fromEntries(HARMONIC_QUANTITIES.map((q) => [q, spectrumOf(app, device, q, now)])) as Record<
    HarmonicQuantity,
    HarmonicSpectrum
  >;
  return {
    equipId: device.equipId,
    equipName: device.name,
    place: device.place,
    model: device.model,
    collectId: device.collectId,
    points,
    spectra,
    ...worstOf(readings),
  };
}

function spectrumOf(app: FastifyInstance, device: Device, quantity: HarmonicQuantity, now: number): HarmonicSpectrum {
  const { vectors, live } = app.telemetry;
  const key = (code: string) => liveKey(device.psId, device.equipType, device.collectId, code);
  const phases = {} as Record<Phase, number[] | null>;
  const thd = {} as Record<Phase, number | null>;
  const readings: LiveReading[] = [];
  for (const phase of PHASES) {
    const vector = vectors.get(key(SPECTRUM_CODES[quantity][phase]), now);
    phases[phase] = vector ? [...vector.values] : null;
    if (vector) readings.push({ value: 0, time: vector.time, periodMs: vector.periodMs, quality: vector.quality });
    thd[phase] = live.get(key(THD_CODES[quantity][phase]), now)?.value ?? null;
  }
  // Compatibility levels are set for voltages only (shared/harmonicLimits.ts).
  const levels = quantity === 'voltage';
  return {
    orders: [...HARMONIC_ORDERS],
    unit: '%',
    phases,
    thd,
    limits: levels ? [...VOLTAGE_COMPATIBILITY_LEVELS] : null,
    thdLimit: levels ? THD_VOLTAGE_LEVEL : null,
    limitSource: levels ? HARMONIC_LEVELS_SOURCE : null,
    ...worstOf(readings),
  };
}

/** The day curves of every point of the analyser that keeps history, by point code. */
export async function powerQualityCurves(app: FastifyInstance, station: StationFacts, device: Device, day: string) {
  const wanted = app.telemetry.registry
    .pointsOf(device)
    .filter((def) => def.historyMinutes > 0)
    .map((def) => ({ name: def.code, equipType: device.equipType, collectId: device.collectId, pointCode: def.code }));
  return dayCurves(app, station, day, wanted);
}

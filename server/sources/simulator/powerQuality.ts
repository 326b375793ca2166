import type { Device, PointHandle, PointRegistry, StationFacts } from '../../telemetry/pointRegistry';
import type { Emit, EmitVector } from './stationSimulator';
import { hash, smoothNormal, unit } from './noise';
import { meterRoles } from '../../telemetry/meterRoles';
import { SPECTRUM_CODES, THD_CODES } from '../../telemetry/catalogue/powerQualityTable';
import { HARMONIC_ORDERS, totalHarmonicDistortion } from '../../../shared/harmonicLimits';
import { PHASES } from '../../../shared/powerQuality';
import { isOfFamily } from '../../../shared/deviceTypes';

/** What the grid connection carries at an instant, from the station's model. */
export interface FeederState {
  /** Power through the grid connection, kW, export positive: what the grid meter reads. */
  gridKw: number;
  /** Power the station's converters (PCS and inverters) carry, kW, whatever its direction. */
  converterKw: number;
  /** Minute of the station's local day. */
  minute: number;
}

/** A parallel resonance of the grid with the plant's cables and filters, amplifying the voltage near one order. */
export interface HarmonicResonance {
  order: number;
  /** Amplification at the order itself. */
  gain: number;
}

/** Phase-to-neutral voltage of the 35 kV connection, as the grid meter's model (stationSimulator gridSide). */
const NOMINAL_PHASE_V = 20_207;
/** Short-circuit power at the connection, kVA: the plant's share of it sets how far its currents move the voltage. */
const SHORT_CIRCUIT_KVA = 400_000;
/** Below this share of the rated current the current harmonics are not reported (their fundamental is noise). */
const MIN_CURRENT_SHARE = 0.05;
const COUNT = HARMONIC_ORDERS.length;
const PHASE_VOLTAGES = ['Ua', 'Ub', 'Uc'];
const LINE_VOLTAGES = ['Uab', 'Ubc', 'Uca'];
const PHASE_CURRENTS = ['Ia', 'Ib', 'Ic'];

/**
 * Background harmonic voltages of a medium-voltage public network, % of the fundamental, orders 2 to 50: the
 * 5th and 7th of households' and offices' rectifiers dominate, then 11th and 13th; even orders and odd
 * multiples of 3 stay small (they cancel in balanced loads, and a delta winding keeps the 3rd out).
 */
const BACKGROUND_VOLTAGE = profile(
  {
    2: 0.12,
    3: 0.5,
    4: 0.06,
    5: 1.9,
    6: 0.04,
    7: 1.1,
    8: 0.04,
    9: 0.18,
    10: 0.03,
    11: 0.6,
    13: 0.45,
    15: 0.08,
    17: 0.3,
    19: 0.25,
    21: 0.05,
    23: 0.22,
    25: 0.2,
  },
  (h) => (h % 2 === 0 ? 0.015 : h % 3 === 0 ? 0.03 : (0.2 * 25) / h),
);

/**
 * Harmonic currents of the plant's PWM converters at full load, % of the rated current: the characteristic
 * orders of a 6- and 12-pulse pattern (5, 7, 11, 13, 17, 19, 23, 25, 35, 37) left by the LCL filter, the
 * switching sidebands near the top of the range (47, 49), small even and triplen orders.
 */
const CONVERTER_CURRENT = profile(
  {
    2: 0.25,
    3: 0.35,
    4: 0.12,
    5: 1.4,
    6: 0.06,
    7: 1.0,
    8: 0.05,
    9: 0.12,
    10: 0.04,
    11: 0.55,
    13: 0.45,
    15: 0.05,
    17: 0.22,
    19: 0.18,
    21: 0.03,
    23: 0.3,
    25: 0.26,
    35: 0.12,
    37: 0.11,
    47: 0.06,
    49: 0.06,
  },
  (h) => (h % 2 === 0 ? 0.015 : h % 3 === 0 ? 0.02 : (0.06 * 29) / h),
);

function profile(known: Record<number, number>, otherwise: (order: number) => number): Float64Array {
  return Float64Array.from(HARMONIC_ORDERS, (h) => known[h] ?? otherwise(h));
}

/**
 * How harmonic voltages of independent sources add up (IEC/TR 61000-3-6, summation law): exponent 1 below the
 * 5th, 1.4 from the 5th to the 10th, 2 above.
 */
function summed(a: number, b: number, order: number): number {
  const alpha = order < 5 ? 1 : order <= 10 ? 1.4 : 2;
  return (a ** alpha + b ** alpha) ** (1 / alpha);
}

/** Evening and midday peaks of the network's background distortion, over the local day. */
function dailyDistortion(minute: number): number {
  const hour = minute / 60;
  return 0.85 + 0.35 * Math.exp(-(((hour - 20.5) / 2.5) ** 2)) + 0.1 * Math.exp(-(((hour - 12) / 3) ** 2));
}

/**
 * Negative-sequence share (%) from the three line-to-line magnitudes (IEC 61000-4-30, 5.7.1), exact when the
 * three phasors add up to zero: line voltages, and the currents of a three-wire connection.
 */
export function unbalanceOf(x: number, y: number, z: number): number {
  const squares = x * x + y * y + z * z;
  if (squares === 0) return 0;
  const beta = (x ** 4 + y ** 4 + z ** 4) / squares ** 2;
  const root = Math.sqrt(Math.max(0, 3 - 6 * beta));
  return 100 * Math.sqrt(Math.max(0, (1 - root) / (1 + root)));
}

/**
 * Magnitudes of the three phasors of a positive sequence `one` (angle 0) and a negative sequence `two` at
 * angle `theta`: a = one + two, b = one∠-120° + two∠(theta + 120°), c = one∠120° + two∠(theta - 120°).
 */
function phasors(one: number, two: number, theta: number): { re: number[]; im: number[] } {
  const re: number[] = [];
  const im: number[] = [];
  for (let k = 0; k < 3; k++) {
    const shift = (-2 * Math.PI * k) / 3;
    re.push(one * Math.cos(shift) + two * Math.cos(theta - shift));
    im.push(one * Math.sin(shift) + two * Math.sin(theta - shift));
  }
  return { re, im };
}

const magnitude = (re: number, im: number) => Math.sqrt(re * re + im * im);

/**
 * The power-quality analysers of one station, on the grid meter's feeder: the same power (within the two
 * instruments' noise), the same frequency and voltage level, and what only this instrument sees: the three
 * phases apart (unbalance), and the harmonic spectra of voltage and current with their THD.
 *
 * The voltage spectrum is the network's background (daily rhythm) summed with what the plant's converter
 * currents drive through the network impedance, larger for a plant large against the short-circuit power; a
 * resonance (a fault plan) amplifies one order. The current spectrum is the converters' emission, rising in
 * amperes with their load, in % of the fundamental current at the connection.
 */
/** One phase's spectra as they are computed, written over by the next: the vector store copies what it is given. */
const SPECTRUM_VOLTAGE: number[] = new Array<number>(COUNT).fill(0);
const SPECTRUM_CURRENT: number[] = new Array<number>(COUNT).fill(0);

export class PowerQualityAnalysers {
  private readonly handles = new Map<number, Map<string, PointHandle | null>>();
  /** Fixed differences between the phases of each analyser, by equipId: 3 × 49 factors per quantity. */
  private readonly phaseFactors = new Map<number, Float64Array>();
  private readonly meter: Device | undefined;
  private readonly ratedKw: number;
  /** The plant's share of the short-circuit power: how far its harmonic currents move the voltage. */
  private readonly stiffness: number;
  private readonly resonance: Float64Array;

  constructor(
    private readonly station: StationFacts,
    private readonly registry: PointRegistry,
    private readonly seed: number,
    resonance?: HarmonicResonance,
  ) {
    const devices = registry.devicesOf(station.psId);
    this.meter = meterRoles(devices, station.psType).grid;
    const converters = devices.filter((d) => isOfFamily(d.equipType, 'pcs')).reduce((sum, d) => sum + (d.peakPower ?? 0), 0);
    this.ratedKw = Math.max(station.capacity, converters, 1);
    this.stiffness = Math.min(0.12, this.ratedKw / SHORT_CIRCUIT_KVA);
    this.resonance = Float64Array.from(HARMONIC_ORDERS, (h) =>
      resonance ? 1 + (resonance.gain - 1) / (1 + ((h - resonance.order) / 0.6) ** 2) : 1,
    );
  }

  /**
   * Writes a reading through `emit`, skipping a code the device's point table lacks: a plant may give its
   * analyser a table of its own, and a missing point must not stop the station's step.
   */
  private put(emit: Emit, device: Device, code: string, value: number): void {
    let byCode = this.handles.get(device.equipId);
    if (!byCode) this.handles.set(device.equipId, (byCode = new Map()));
    let handle = byCode.get(code);
    if (handle === undefined) {
      handle = this.registry.handle(this.station.psId, device.equipType, device.collectId, code) ?? null;
      byCode.set(code, handle);
    }
    if (handle) emit(handle, value);
  }

  private factorsOf(device: Device): Float64Array {
    let factors = this.phaseFactors.get(device.equipId);
    if (!factors) {
      factors = Float64Array.from({ length: 6 * COUNT }, (_, i) => 0.9 + 0.2 * unit(this.seed, device.equipId, 31, i));
      this.phaseFactors.set(device.equipId, factors);
    }
    return factors;
  }

  /** Smooth noise of this analyser (sd about 1), on channels of its own. */
  private noise(device: Device, channel: number, t: number, scale: number): number {
    return smoothNormal(this.seed, hash(0x5051, device.equipId, channel) & 0xffffff, t / 1000, scale);
  }

  /** One reading of every point and spectrum of the analyser `d`. */
  measure(d: Device, feeder: FeederState, t: number, emit: Emit, emitVector: EmitVector): void {
    const psId = this.station.psId;
    // The feeder's voltage level and the grid's frequency vary exactly as the grid meter reads them.
    const meterChannel = (this.meter ?? d).equipId * 10 + 1;
    const one = NOMINAL_PHASE_V * (1 + 0.004 * smoothNormal(this.seed, psId * 1000 + meterChannel, t / 1000, 60));
    const frequency = 50 + 0.02 * smoothNormal(this.seed, psId * 1000 + 1, t / 1000, 30);

    // Voltage unbalance of the public network: a few tenths of a per cent, turning slowly.
    const u2 = Math.max(
      0.05,
      0.3 + 0.08 * Math.sin(((feeder.minute - 600) / 1440) * 2 * Math.PI) + 0.08 * this.noise(d, 1, t, 1800),
    );
    const voltages = phasors(
      one,
      (one * u2) / 100,
      2 * Math.PI * unit(this.seed, d.equipId, 2) + 0.6 * this.noise(d, 2, t, 3600),
    );
    const phaseV = [0, 1, 2].map((k) => magnitude(voltages.re[k]!, voltages.im[k]!));
    const line = [0, 1, 2].map((k) => {
      const n = (k + 1) % 3;
      return magnitude(voltages.re[k]! - voltages.re[n]!, voltages.im[k]! - voltages.im[n]!);
    });

    // Power as the meter reads it, within the two instruments' accuracy (class 0.2 against class 0.5S).
    const p = feeder.gridKw * (1 + 0.001 * this.noise(d, 3, t, 60));
    const q = feeder.gridKw * 0.03 * (1 + 0.002 * this.noise(d, 4, t, 60));
    const s = Math.hypot(p, q);
    const pf = s > 0 ? Math.abs(p) / s : 1;

    // Currents: the fundamental from the apparent power; a negative sequence of 1-2 % that grows at low load.
    const ratedCurrent = (this.ratedKw * 1000) / (3 * NOMINAL_PHASE_V);
    const i1 = (s * 1000) / (3 * one);
    const load = Math.min(1.2, i1 / ratedCurrent);
    const i2 = i1 * (0.008 + 0.012 * (1 - Math.min(1, load))) * (1 + 0.2 * this.noise(d, 5, t, 900));
    const currents = phasors(i1, i2, 2 * Math.PI * unit(this.seed, d.equipId, 6) + 0.8 * this.noise(d, 6, t, 3600));
    const phaseI = [0, 1, 2].map((k) => magnitude(currents.re[k]!, currents.im[k]!));

    for (let k = 0; k < 3; k++) {
      this.put(emit, d, PHASE_VOLTAGES[k]!, round(phaseV[k]!, 1));
      this.put(emit, d, LINE_VOLTAGES[k]!, round(line[k]!, 1));
      this.put(emit, d, PHASE_CURRENTS[k]!, round(phaseI[k]!, 2));
    }
    this.put(emit, d, 'Uunb', round(unbalanceOf(line[0]!, line[1]!, line[2]!), 3));
    this.put(emit, d, 'Iunb', round(i1 > 0 ? unbalanceOf(phaseI[0]!, phaseI[1]!, phaseI[2]!) : 0, 3));
    this.put(emit, d, 'P', round(p, 2));
    this.put(emit, d, 'Q', round(q, 2));
    this.put(emit, d, 'S', round(s, 2));
    this.put(emit, d, 'PF', round(pf, 3));
    this.put(emit, d, 'F', round(frequency, 3));

    this.spectra(d, feeder, i1 / ratedCurrent, t, emit, emitVector);
  }

  /** Voltage and current spectra per phase, their THD points, and the spectra themselves as vectors. */
  private spectra(d: Device, feeder: FeederState, fundamentalShare: number, t: number, emit: Emit, emitVector: EmitVector) {
    const factors = this.factorsOf(d);
    const converterLoad = Math.min(1.2, Math.abs(feeder.converterKw) / this.ratedKw);
    const background = dailyDistortion(feeder.minute) * (1 + 0.1 * this.noise(d, 7, t, 1800));
    // A floor of ripple from idle converters' filters and the site's own loads, more in amperes as they carry more.
    const emission = 0.2 + 0.8 * converterLoad;
    const reported = fundamentalShare >= MIN_CURRENT_SHARE;
    const minuteSlot = Math.floor(t / 60_000);
    for (let k = 0; k < 3; k++) {
      const phase = PHASES[k]!;
      const wobble = 1 + 0.04 * this.noise(d, 10 + k, t, 300);
      const voltage = SPECTRUM_VOLTAGE;
      const current = SPECTRUM_CURRENT;
      for (let i = 0; i < COUNT; i++) {
        const order = HARMONIC_ORDERS[i]!;
        // A little independent scatter per order, new each minute, as a 10-cycle window shows it.
        const scatter = 0.96 + 0.08 * unit(this.seed, d.equipId, k * 64 + order, minuteSlot);
        const amperes = CONVERTER_CURRENT[i]! * emission * factors[(3 + k) * COUNT + i]! * scatter;
        // The plant's harmonic current across the network's reactance at that order.
        const driven = (amperes / 100) * order * this.stiffness * 100;
        const network = BACKGROUND_VOLTAGE[i]! * background * factors[k * COUNT + i]! * wobble * scatter;
        voltage[i] = round(summed(network, driven, order) * this.resonance[i]!, 3);
        current[i] = reported ? round(amperes / fundamentalShare, 3) : 0;
      }
      this.put(emit, d, THD_CODES.voltage[phase], round(totalHarmonicDistortion(voltage), 2));
      this.put(emit, d, THD_CODES.current[phase], round(totalHarmonicDistortion(current), 2));
      emitVector(d, SPECTRUM_CODES.voltage[phase], voltage);
      emitVector(d, SPECTRUM_CODES.current[phase], current);
    }
  }
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

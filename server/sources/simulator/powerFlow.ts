import type { Device } from '../../telemetry/pointRegistry';
import type { StationTopology } from './topology';
import { TRANSFORMER_LOSS } from './pv/gridLosses';
import { transformerLoad, transformerLossKw } from './transformer';

export type FeedKind = 'pv' | 'wind' | 'storage';

/**
 * One step's power through a station's network (topology.ts): what each feeding device puts in (kW, a
 * converter charging negative) at the transformer it sits behind, and from that each transformer's reading
 * and what reaches the grid connection. A transformer whose breaker is open, or that feeds through one that
 * is, is cut off: it and everything behind it carry nothing, and it loses nothing.
 * Arrays are reused from step to step: a thousand stations step every 3 s.
 */
export class PowerFlow {
  /** What each kind feeds in, by transformer; the last slot is what sits behind none. */
  private readonly fed: Record<FeedKind, Float64Array>;
  /** What lower transformers deliver into each: all they carry, and their PV alone (pvDelivered). */
  private readonly fromBelow: Float64Array;
  private readonly pvFromBelow: Float64Array;
  private readonly cut: Uint8Array;
  /** Each transformer's reading on its grid side (kW). */
  readonly transformerKw: Float64Array;
  /** Each transformer's load, a share of its rating. */
  readonly load: Float64Array;
  private readonly indexOf: Map<number, number>;
  private readonly none: number;

  constructor(private readonly topology: StationTopology) {
    const n = topology.transformers.length;
    this.none = n;
    this.fed = { pv: new Float64Array(n + 1), wind: new Float64Array(n + 1), storage: new Float64Array(n + 1) };
    this.fromBelow = new Float64Array(n);
    this.pvFromBelow = new Float64Array(n);
    this.cut = new Uint8Array(n);
    this.transformerKw = new Float64Array(n);
    this.load = new Float64Array(n);
    this.indexOf = new Map(topology.transformers.map((t, i) => [t.equipId, i]));
  }

  /** Starts a step: nothing fed yet; cut off are the transformers `open` says, and those that feed through them. */
  begin(open: (transformer: Device) => boolean): void {
    const { transformers, upstream } = this.topology;
    for (const kind of [this.fed.pv, this.fed.wind, this.fed.storage]) kind.fill(0);
    this.fromBelow.fill(0);
    // The upper ones last in the order, so walked backwards each knows whether the one above it is cut.
    for (let i = transformers.length - 1; i >= 0; i--) {
      const above = upstream[i]!;
      this.cut[i] = open(transformers[i]!) || (above >= 0 && this.cut[above] === 1) ? 1 : 0;
    }
  }

  /** Whether a device's transformer (and every one above it) is closed: it may feed. */
  energized(d: Device): boolean {
    const slot = this.slotOf(d);
    return slot === this.none || this.cut[slot] === 0;
  }

  /** Whether a transformer is cut off this step. */
  isCut(transformer: Device): boolean {
    const i = this.indexOf.get(transformer.equipId);
    return i !== undefined && this.cut[i] === 1;
  }

  /** The index of a transformer in `transformerKw` and `load`. */
  transformerIndex(transformer: Device): number | undefined {
    return this.indexOf.get(transformer.equipId);
  }

  add(kind: FeedKind, d: Device, kw: number): void {
    this.fed[kind][this.slotOf(d)]! += kw;
  }

  /** Settles the transformers, the lowest first: each carries the net of what is behind it, less its losses. */
  settle(): void {
    const { upstream, ratingKva } = this.topology;
    for (let i = 0; i < upstream.length; i++) {
      if (this.cut[i]) {
        this.transformerKw[i] = 0;
        this.load[i] = 0;
        continue;
      }
      const net = this.fed.pv[i]! + this.fed.wind[i]! + this.fed.storage[i]! + this.fromBelow[i]!;
      const load = transformerLoad(net, ratingKva[i]!);
      this.load[i] = load;
      this.transformerKw[i] = net - transformerLossKw(load, ratingKva[i]!);
      if (upstream[i]! >= 0) this.fromBelow[upstream[i]!]! += this.transformerKw[i]!;
    }
  }

  /**
   * What reaches the grid connection before the station's lines (kW), once settled: the top transformers'
   * readings, and what sits behind none through an unmonitored step-up (pv/gridLosses.ts; a converter's
   * losses are in its efficiency).
   */
  delivered(): number {
    const { upstream } = this.topology;
    let kw = (this.fed.pv[this.none]! + this.fed.wind[this.none]!) * (1 - TRANSFORMER_LOSS) + this.fed.storage[this.none]!;
    for (let i = 0; i < upstream.length; i++) if (upstream[i] === -1) kw += this.transformerKw[i]!;
    return kw;
  }

  /**
   * The PV's part of it, as a meter on the PV feeder counts it: through its transformers as if they carried
   * the PV alone, never below zero (the no-load loss at night is the grid meter's). A storage converter on
   * the same transformer only lowers that transformer's losses, so a converter charging from this much PV
   * surplus never draws on the grid. Valid from the PV's feed on; needs no settling.
   */
  pvDelivered(): number {
    const { upstream, ratingKva } = this.topology;
    const through = this.pvFromBelow;
    through.fill(0);
    let kw = this.fed.pv[this.none]! * (1 - TRANSFORMER_LOSS);
    for (let i = 0; i < upstream.length; i++) {
      const pv = this.cut[i] ? 0 : this.fed.pv[i]! + through[i]!;
      const out = pv > 0 ? Math.max(0, pv - transformerLossKw(transformerLoad(pv, ratingKva[i]!), ratingKva[i]!)) : 0;
      if (upstream[i]! >= 0) through[upstream[i]!]! += out;
      else kw += out;
    }
    return kw;
  }

  private slotOf(d: Device): number {
    return this.topology.feederOf.get(d.equipId) ?? this.none;
  }
}

/** A real source that feeds devices: a Modbus TCP channel or an MQTT edge gateway. */
export type DeviceSource = 'modbus' | 'mqtt';

/**
 * Which devices a real source feeds, by equipId. Such a device is the real one: the simulator writes none
 * of its points, so when its source falls silent its values age (stale, interrupted) instead of being
 * replaced by simulated ones that would hide the outage.
 */
export class DeviceOwners {
  private readonly bySource = new Map<DeviceSource, Set<number>>();
  /** The union of all sources' devices: the simulator asks for every value it makes. */
  private all = new Set<number>();

  /** The devices a source feeds, replacing what it fed before (the Modbus channels as configured now). */
  set(source: DeviceSource, equipIds: Iterable<number>): void {
    this.bySource.set(source, new Set(equipIds));
    this.all = new Set([...this.bySource.values()].flatMap((owned) => [...owned]));
  }

  /** Told when a source begins to feed a device here (a split deployment tells the other processes). */
  onAdd: ((source: DeviceSource, equipId: number) => void) | null = null;

  /** A device a source has begun to feed (an MQTT gateway's first message about it); `tell` false: heard from another process. */
  add(source: DeviceSource, equipId: number, tell = true): void {
    let owned = this.bySource.get(source);
    if (!owned) this.bySource.set(source, (owned = new Set()));
    if (owned.has(equipId)) return;
    owned.add(equipId);
    this.all.add(equipId);
    if (tell) this.onAdd?.(source, equipId);
  }

  /** True when a real source feeds the device. */
  owns(equipId: number): boolean {
    return this.all.has(equipId);
  }
}

import type { Db } from '../../db/database';
import type { Ingest } from '../../telemetry/ingest';
import { ChannelPoller, parseChannelParam, type ChannelLease, type ChannelPoint } from './channelPoller';
import type { DataType, Order } from './registerCodec';
import { COMMAND_TIMEOUT_MS, asCommandFailure, sendOnce, withinDeadline, writePoint, type WritablePoint } from './modbusCommand';
import type { CommandResult } from '../../telemetry/commandResult';

const RELOAD_MS = 10_000;

/**
 * Runs a poller per enabled Modbus TCP channel from the channel and channel-point tables, keeps each
 * channel's connected state in the store, and re-reads the configuration every few seconds, so a changed
 * channel or point takes effect without a restart.
 */
export class ModbusCollector {
  private pollers = new Map<number, { poller: ChannelPoller; signature: string }>();
  private timer: NodeJS.Timeout | null = null;
  private reloading: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly ingest: Ingest,
    /** With several ingest processes, each channel is polled by the one holding its lease. */
    private readonly lease: ChannelLease | null = null,
  ) {}

  async start(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch(() => undefined), RELOAD_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const { poller } of this.pollers.values()) poller.stop();
    this.pollers.clear();
  }

  reload(): Promise<void> {
    this.reloading = this.reloading.then(() => this.reloadNow());
    return this.reloading;
  }

  private async reloadNow(): Promise<void> {
    const registry = this.ingest.registry;
    // An ingest process of one station shard polls the channels of its own stations only.
    const channels = (
      await this.db.selectFrom('channel').selectAll().where('enabled', '=', 1).where('protocol', '=', 'modbus-tcp').execute()
    ).filter((c) => registry.stations.has(c.ps_id));
    const points = channels.length
      ? await this.db
          .selectFrom('channel_point')
          .selectAll()
          .where(
            'channel_id',
            'in',
            channels.map((c) => c.channel_id),
          )
          .execute()
      : [];
    // Every device a channel maps is the real one: the simulator leaves it alone, connected or not.
    const psOf = new Map(channels.map((c) => [c.channel_id, c.ps_id]));
    registry.owners.set(
      'modbus',
      points.flatMap((p) => registry.deviceAt(psOf.get(p.channel_id)!, p.equip_type, p.collect_id)?.equipId ?? []),
    );
    const seen = new Set<number>();
    for (const channel of channels) {
      seen.add(channel.channel_id);
      const own = points.filter((p) => p.channel_id === channel.channel_id);
      const signature = JSON.stringify([channel, own]);
      const current = this.pollers.get(channel.channel_id);
      if (current?.signature === signature) continue;
      current?.poller.stop();
      const { host, port } = parseChannelParam(channel.param);
      const channelPoints: ChannelPoint[] = own.map((p) => ({
        equipType: p.equip_type,
        collectId: p.collect_id,
        pointCode: p.point_code,
        register: p.register,
        functionCode: p.function_code,
        dataType: p.data_type as DataType,
        wordOrder: p.word_order as Order,
        byteOrder: p.byte_order as Order,
        coefficient: p.coefficient,
        handle: this.ingest.registry.handle(channel.ps_id, p.equip_type, p.collect_id, p.point_code),
      }));
      const poller = new ChannelPoller(
        { channelId: channel.channel_id, psId: channel.ps_id, host, port, unitId: channel.address, periodMs: channel.period_ms },
        channelPoints,
        this.ingest,
        (channelId, connected) =>
          void this.db
            .updateTable('channel')
            .set({ state: connected ? 1 : 0 })
            .where('channel_id', '=', channelId)
            .execute(),
        this.lease,
      );
      this.pollers.set(channel.channel_id, { poller, signature });
      poller.start();
    }
    for (const [id, { poller }] of this.pollers) {
      if (seen.has(id)) continue;
      poller.stop();
      this.pollers.delete(id);
    }
  }

  /**
   * Sends a remote command to the YK or YT point of a device that a Modbus TCP channel maps, as configured
   * in the store right now. It goes over the channel's open connection when the collector has one, else
   * over a connection of its own; either way it succeeds or fails within 3 s. Null: no channel maps it.
   */
  async command(
    psId: number,
    equipType: string,
    collectId: number,
    pointCode: string,
    value: number,
  ): Promise<CommandResult | null> {
    const row = await this.db
      .selectFrom('channel_point')
      .innerJoin('channel', 'channel.channel_id', 'channel_point.channel_id')
      .select([
        'channel.channel_id',
        'channel.param',
        'channel.address',
        'channel_point.register',
        'channel_point.function_code',
        'channel_point.data_type',
        'channel_point.word_order',
        'channel_point.byte_order',
        'channel_point.coefficient',
      ])
      .where('channel.ps_id', '=', psId)
      .where('channel.enabled', '=', 1)
      .where('channel.protocol', '=', 'modbus-tcp')
      .where('channel_point.equip_type', '=', equipType)
      .where('channel_point.collect_id', '=', collectId)
      .where('channel_point.point_code', '=', pointCode)
      .where('channel_point.point_type', 'in', ['YK', 'YT'])
      .orderBy('channel_point.cp_id')
      .executeTakeFirst();
    if (!row) return null;
    const point: WritablePoint = {
      register: row.register,
      functionCode: row.function_code,
      dataType: row.data_type as DataType,
      wordOrder: row.word_order as Order,
      byteOrder: row.byte_order as Order,
      coefficient: row.coefficient || 1,
    };
    try {
      const client = this.pollers.get(row.channel_id)?.poller.liveClient;
      if (client) await withinDeadline(writePoint(client, point, value), COMMAND_TIMEOUT_MS);
      else await sendOnce({ ...parseChannelParam(row.param), unitId: row.address }, point, value);
      return { ok: true, via: 'modbus' };
    } catch (error) {
      const failure = asCommandFailure(error);
      return { ok: false, reason: failure.reason, detail: failure.message };
    }
  }

  /** Whether this process polls the channel (holds its lease). */
  polls(channelId: number): boolean {
    return this.pollers.get(channelId)?.poller.holdsLease ?? false;
  }

  /** Sends a remote command to the device point mapped on some channel. */
  async write(psId: number, equipType: string, collectId: number, pointCode: string, value: number): Promise<void> {
    for (const { poller } of this.pollers.values()) {
      if (poller.config.psId !== psId) continue;
      const point = poller.pointFor(equipType, collectId, pointCode);
      if (point) return poller.write(point, value);
    }
    throw new Error('no channel maps this point');
  }
}

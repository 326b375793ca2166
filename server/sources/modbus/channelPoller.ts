import net from 'node:net';
import { ModbusTCPClient } from 'jsmodbus';
import type { Ingest } from '../../telemetry/ingest';
import type { PointHandle } from '../../telemetry/pointRegistry';
import { writePoint, type WritablePoint } from './modbusCommand';
import { decodeRegisters, planBlocks, registerCount, type ReadBlock } from './registerCodec';

export interface ChannelConfig {
  channelId: number;
  psId: number;
  host: string;
  port: number;
  unitId: number;
  periodMs: number;
}

/** A point of a channel's table: where it sits on the device, and the telemetry point it feeds. */
export interface ChannelPoint extends WritablePoint {
  equipType: string;
  collectId: number;
  pointCode: string;
  handle: PointHandle | null;
}

/** Whether this process may poll a channel now (a lease when several ingest processes run, docs/scale-out.md). */
export type ChannelLease = (channelId: number, periodMs: number) => Promise<boolean>;

const TIMEOUT_MS = 2000;
const MAX_BACKOFF_MS = 30_000;

/** host:port, an IP or a domain; port 502 when none is given. */
export function parseChannelParam(param: string): { host: string; port: number } {
  const at = param.lastIndexOf(':');
  if (at <= 0) return { host: param.trim(), port: 502 };
  return { host: param.slice(0, at).trim(), port: Number(param.slice(at + 1)) };
}

/**
 * Polls one Modbus TCP channel on its period: reads contiguous blocks, decodes each point, scales it by its
 * coefficient and hands it to ingest. Without a successful read for two periods the channel counts as
 * disconnected; it reconnects with a doubling back-off.
 */
export class ChannelPoller {
  connected = false;
  private socket: net.Socket | null = null;
  private client: ModbusTCPClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastSuccess = 0;
  private failures = 0;
  private stopped = false;
  private readonly blocks: ReadBlock<ChannelPoint>[];
  /** Whether this process holds the channel's lease (always, without a lease). */
  holdsLease = true;

  constructor(
    readonly config: ChannelConfig,
    private readonly points: ChannelPoint[],
    private readonly ingest: Ingest,
    private readonly onState: (channelId: number, connected: boolean) => void,
    private readonly lease: ChannelLease | null = null,
  ) {
    this.blocks = planBlocks(points);
    this.holdsLease = lease === null;
  }

  start(): void {
    this.stopped = false;
    this.lastSuccess = Date.now();
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.drop();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.cycle(), delay);
  }

  private drop(): void {
    this.socket?.destroy();
    this.socket = null;
    this.client = null;
  }

  private connect(): Promise<ModbusTCPClient> {
    return new Promise((resolve, reject) => {
      const socket = new net.Socket();
      const client = new ModbusTCPClient(socket, this.config.unitId, TIMEOUT_MS);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error('connect timeout'));
      }, TIMEOUT_MS);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(client);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      socket.on('close', () => {
        if (this.socket === socket) this.drop();
      });
      socket.connect({ host: this.config.host, port: this.config.port });
      this.socket = socket;
    });
  }

  private setConnected(connected: boolean): void {
    if (connected === this.connected) return;
    this.connected = connected;
    this.onState(this.config.channelId, connected);
  }

  /**
   * Renews or takes the lease; without it the process stands by, connecting to nothing and asking again
   * every half period. Redis not answering keeps what the process had.
   */
  private async leaseHeld(): Promise<boolean> {
    if (!this.lease) return true;
    const had = this.holdsLease;
    this.holdsLease = await this.lease(this.config.channelId, this.config.periodMs).catch(() => had);
    if (this.holdsLease && !had) this.lastSuccess = Date.now();
    if (!this.holdsLease && had) {
      // The holder writes the channel's state; a process standing by only lets go of its connection.
      this.connected = false;
      this.drop();
    }
    return this.holdsLease;
  }

  private async cycle(): Promise<void> {
    const started = Date.now();
    if (!(await this.leaseHeld())) return this.schedule(this.config.periodMs / 2);
    // Stopped while Redis or the device answered: a connection made now would outlive the poller.
    if (this.stopped) return;
    try {
      this.client ??= await this.connect();
      if (this.stopped) return this.drop();
      await this.readAll(this.client);
      this.lastSuccess = Date.now();
      this.failures = 0;
      this.setConnected(true);
      this.schedule(Math.max(0, this.config.periodMs - (Date.now() - started)));
    } catch {
      this.drop();
      this.failures++;
      if (Date.now() - this.lastSuccess >= 2 * this.config.periodMs) this.setConnected(false);
      // Retry soon at first, then back off, but never wait so long that the state turns late.
      const backoff = Math.min(MAX_BACKOFF_MS, this.config.periodMs * 2 ** Math.min(this.failures - 1, 6));
      this.schedule(this.connected ? this.config.periodMs : backoff);
    }
  }

  private async readAll(client: ModbusTCPClient): Promise<void> {
    const time = Date.now();
    for (const block of this.blocks) {
      const words = await readBlock(client, block);
      for (const p of block.points) {
        if (!p.handle) continue;
        const offset = p.register - block.start;
        const raw =
          block.functionCode <= 2
            ? words[offset]
              ? 1
              : 0
            : decodeRegisters(words.slice(offset, offset + registerCount(p.dataType)), p.dataType, p.wordOrder, p.byteOrder);
        this.ingest.write(p.handle, raw * p.coefficient, time, this.config.periodMs);
      }
    }
  }

  pointFor(equipType: string, collectId: number, pointCode: string): ChannelPoint | undefined {
    return this.points.find((p) => p.equipType === equipType && p.collectId === collectId && p.pointCode === pointCode);
  }

  /** The open connection while the channel is connected: commands share it instead of opening another. */
  get liveClient(): ModbusTCPClient | null {
    return this.connected ? this.client : null;
  }

  /** Writes a control over the open connection: a coil for function 1 points, holding registers for function 3 points. */
  async write(point: ChannelPoint, value: number): Promise<void> {
    const client = this.liveClient;
    if (!client) throw new Error('channel disconnected');
    await writePoint(client, point, value);
  }
}

async function readBlock(client: ModbusTCPClient, block: ReadBlock<ChannelPoint>): Promise<number[]> {
  switch (block.functionCode) {
    case 1:
      return (await client.readCoils(block.start, block.count)).response.body.valuesAsArray.map(Number);
    case 2:
      return (await client.readDiscreteInputs(block.start, block.count)).response.body.valuesAsArray.map(Number);
    case 3:
      return [...(await client.readHoldingRegisters(block.start, block.count)).response.body.valuesAsArray];
    case 4:
      return [...(await client.readInputRegisters(block.start, block.count)).response.body.valuesAsArray];
    default:
      throw new Error(`unsupported function ${block.functionCode}`);
  }
}

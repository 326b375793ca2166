import type { ClusterLink } from './clusterLink';

/**
 * KEYS[1] the lease; ARGV holder, ttl ms. Renews the holder's lease, or takes a free one; answers 1 when the
 * holder has it now, 0 when another process does.
 */
const HOLD = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if holder then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/**
 * Leases in Redis, held by one process at a time. Who polls a Modbus channel when several ingest processes run (docs/scale-out.md): exactly one process holds
 * a channel's lease in Redis, renewing it at every poll. A lease lasts a period and a half, and processes
 * without it ask again every half period, so when the holder dies another takes the channel over within two
 * periods of its last poll. The state monitor's lease works the same way (telemetryPlugin.ts).
 */
export class ChannelLeases {
  constructor(
    private readonly link: ClusterLink,
    readonly holder: string,
  ) {}

  /** Renews or takes the channel's lease: whether this process may poll it now. */
  hold(channelId: number, periodMs: number): Promise<boolean> {
    return this.take(`channel:${channelId}`, periodMs * 1.5);
  }

  /** Renews or takes a lease by name for `ttlMs`: whether this process holds it now. */
  async take(name: string, ttlMs: number): Promise<boolean> {
    const ttl = String(Math.ceil(ttlMs));
    return (await this.link.redis.eval(HOLD, 1, this.link.key(`lease:${name}`), this.holder, ttl)) === 1;
  }
}

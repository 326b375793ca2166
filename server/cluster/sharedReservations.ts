import {
  FORGET_AFTER_MS,
  SELECT_HOLD_MS,
  reservationKey,
  type ExecuteVerdict,
  type ReservedPoint,
} from '../../shared/selectReservations';
import type { ClusterLink } from './clusterLink';

/** KEYS[1] the point; ARGV user, value, now, hold, forget. Answers 1 when the point is now the user's. */
const SELECT = `
local held = redis.call('HMGET', KEYS[1], 'user', 'expires')
local now = tonumber(ARGV[3])
if held[1] and held[1] ~= ARGV[1] and tonumber(held[2]) > now then return 0 end
redis.call('HSET', KEYS[1], 'user', ARGV[1], 'value', ARGV[2], 'expires', now + tonumber(ARGV[4]))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[4]) + tonumber(ARGV[5]))
return 1`;

/** KEYS[1] the point; ARGV user, value, now. Answers the verdict; 'ok' and 'expired' consume the reservation. */
const EXECUTE = `
local held = redis.call('HMGET', KEYS[1], 'user', 'value', 'expires')
local now = tonumber(ARGV[3])
if not held[1] then return 'noSelect' end
if held[1] ~= ARGV[1] then
  if tonumber(held[3]) > now then return 'reserved' end
  return 'noSelect'
end
if tonumber(held[3]) <= now then
  redis.call('DEL', KEYS[1])
  return 'expired'
end
if held[2] ~= ARGV[2] then return 'noSelect' end
redis.call('DEL', KEYS[1])
return 'ok'`;

/**
 * Select-before-operate across API nodes: the same rules as `SelectReservations`, kept in Redis and decided
 * by one script per call, so two nodes can never both hand a point to different users, and a select taken
 * on one node is what an execute on another finds.
 */
export class SharedReservations {
  constructor(
    private readonly link: ClusterLink,
    readonly holdMs = SELECT_HOLD_MS,
    public now: () => number = Date.now,
  ) {}

  private key(point: ReservedPoint): string {
    return this.link.key(`sbo:${reservationKey(point)}`);
  }

  async select(point: ReservedPoint, userId: number, value: number): Promise<boolean> {
    const args = [userId, value, this.now(), this.holdMs, FORGET_AFTER_MS].map(String);
    return (await this.link.redis.eval(SELECT, 1, this.key(point), ...args)) === 1;
  }

  async execute(point: ReservedPoint, userId: number, value: number): Promise<ExecuteVerdict> {
    const args = [userId, value, this.now()].map(String);
    return (await this.link.redis.eval(EXECUTE, 1, this.key(point), ...args)) as ExecuteVerdict;
  }
}

import type { FastifyReply } from 'fastify';
import type { Serialized } from '../http/route';
import type { LiveStore } from './liveStore';
import type { PointRegistry } from './pointRegistry';
import { SIM_PERIOD_MS } from '../sources/simulator/fleetSimulator';

/** Answers kept at most; past it the set starts afresh (a caller can ask for many station sets). */
const MAX_ANSWERS = 2000;

/**
 * Serialized answers of the live polls, shared by every caller allowed to see them (check that before asking).
 * Many screens poll the same figures every 3 s; each answer is computed and serialized once and reused while
 * none of its stations' live values was written and no configuration changed, and never longer than one
 * simulator tick, after which ageing qualities are judged afresh. A remote command's effect is a write, so
 * the next poll shows it. Writes are counted per station: at a thousand stations a tick writes for a second
 * or more, and an answer dropped at any write anywhere was mostly recomputed.
 */
export class LiveAnswers {
  /** Bodies as bytes: encoding a text body again for every send cost more than the rest of a kept answer. */
  private readonly answers = new Map<string, { at: number; writes: number; body: Buffer }>();
  private generation = -1;

  constructor(
    private readonly live: LiveStore,
    private readonly registry: PointRegistry,
  ) {}

  /** The answer of `key`, drawn from the live values of `psIds`, as JSON serialized with the route's response schema. */
  send<T>(reply: FastifyReply, key: string, psIds: readonly number[], compute: () => T, now = Date.now()): Serialized<T> {
    if (this.registry.generation !== this.generation || this.answers.size >= MAX_ANSWERS) {
      this.answers.clear();
      this.generation = this.registry.generation;
    }
    let writes = 0;
    for (const psId of psIds) writes += this.live.stationVersion(psId);
    let answer = this.answers.get(key);
    if (!answer || answer.writes !== writes || now - answer.at >= SIM_PERIOD_MS) {
      answer = { at: now, writes, body: Buffer.from(reply.serialize(compute()) as string) };
      this.answers.set(key, answer);
    }
    reply.type('application/json; charset=utf-8');
    return answer.body;
  }
}

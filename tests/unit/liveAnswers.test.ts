import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { LiveAnswers } from '../../server/telemetry/liveAnswers';
import { MemoryLiveStore, liveKey } from '../../server/telemetry/liveStore';
import type { PointRegistry } from '../../server/telemetry/pointRegistry';

/** A reply as a route with a response schema hands it: it serializes and takes a content type. */
const fakeReply = () =>
  ({ serialize: (payload: unknown) => JSON.stringify(payload), type: () => undefined }) as unknown as FastifyReply;

describe('kept live answers', () => {
  const T0 = 1_790_000_000_000;

  const power = liveKey(1, 'PS', 0, 'acPower');
  const otherStation = liveKey(2, 'PS', 0, 'acPower');

  function setup() {
    const live = new MemoryLiveStore();
    const registry = { generation: 0 } as PointRegistry;
    const answers = new LiveAnswers(live, registry);
    let computed = 0;
    const poll = (now: number, key = 'a') =>
      answers.send(fakeReply(), key, [1], () => ({ power: live.raw(power)?.value ?? null, answer: ++computed }), now).toString();
    return { live, registry, poll, computed: () => computed };
  }

  it('answers the same text to every poll until a live value of its stations is written', () => {
    const { live, poll, computed } = setup();
    live.put(power, { value: 10, time: T0, periodMs: 3000 });
    expect(JSON.parse(poll(T0))).toEqual({ power: 10, answer: 1 });
    expect(poll(T0 + 1000)).toBe(poll(T0 + 2000));
    // Another station's values leave the answer as it is.
    live.put(otherStation, { value: 7, time: T0 + 2000, periodMs: 3000 });
    expect(JSON.parse(poll(T0 + 2100)).answer).toBe(1);
    expect(computed()).toBe(1);
    live.put(power, { value: 12, time: T0 + 2500, periodMs: 3000 });
    expect(JSON.parse(poll(T0 + 2500))).toEqual({ power: 12, answer: 2 });
  });

  it('is never older than one simulator tick (3 s), so ageing qualities are judged afresh', () => {
    const { live, poll } = setup();
    live.put(power, { value: 10, time: T0, periodMs: 3000 });
    expect(JSON.parse(poll(T0)).answer).toBe(1);
    expect(JSON.parse(poll(T0 + 2999)).answer).toBe(1);
    expect(JSON.parse(poll(T0 + 3000)).answer).toBe(2);
  });

  it('is recomputed after a configuration change and kept apart per key', () => {
    const { registry, poll } = setup();
    expect(JSON.parse(poll(T0, 'a')).answer).toBe(1);
    expect(JSON.parse(poll(T0, 'b')).answer).toBe(2);
    expect(JSON.parse(poll(T0, 'a')).answer).toBe(1);
    registry.generation++;
    expect(JSON.parse(poll(T0, 'a')).answer).toBe(3);
  });
});

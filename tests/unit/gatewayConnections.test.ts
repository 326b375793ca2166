import { describe, expect, it } from 'vitest';
import { connectionOf, SAFE_CONNECTIONS } from '../../server/sources/mqtt/mqttIngest';

describe("a station shard's gateways over an ingest process's connections (docs/scale-out.md)", () => {
  it.each([1, 2, 4, 8, 20])('spreads the stations of one shard of %i evenly over every connection', (shards) => {
    const perConnection = new Array<number>(SAFE_CONNECTIONS).fill(0);
    let stations = 0;
    for (let psId = 1; psId <= 10_000; psId++)
      if (psId % shards === 0) {
        perConnection[connectionOf(psId, SAFE_CONNECTIONS)]!++;
        stations++;
      }
    const even = stations / SAFE_CONNECTIONS;
    for (const n of perConnection) expect(Math.abs(n - even) / even).toBeLessThan(0.1);
  });

  it('gives a station the same connection every time', () => {
    expect(connectionOf(4711, 8)).toBe(connectionOf(4711, 8));
    expect(connectionOf(4711, 1)).toBe(0);
  });
});

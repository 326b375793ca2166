import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

describe('ROLE', () => {
  const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };

  it('is one process doing everything by default, simulating the demo fleet', () => {
    expect(readConfig({})).toMatchObject({ role: 'all', simulate: true });
  });

  it('splits into API nodes, which never simulate, and ingest processes, which simulate only when told', () => {
    expect(readConfig({ ...redis, ROLE: 'api', SIMULATOR: 'on' })).toMatchObject({ role: 'api', simulate: false });
    expect(readConfig({ ...redis, ROLE: 'ingest' })).toMatchObject({ role: 'ingest', simulate: false });
    expect(readConfig({ ...redis, ROLE: 'Ingest', SIMULATOR: 'on' })).toMatchObject({ role: 'ingest', simulate: true });
  });

  it('refuses an unknown role, and a split role without the Redis the processes talk through', () => {
    expect(() => readConfig({ ...redis, ROLE: 'worker' })).toThrow('ROLE: "worker" is not a role (all, api or ingest)');
    expect(() => readConfig({ ROLE: 'api' })).toThrow('ROLE=api needs REDIS_URL');
  });
});

describe('STATION_SHARDS and STATION_SHARD', () => {
  const ingest = { REDIS_URL: 'redis://127.0.0.1:6379', ROLE: 'ingest' };

  it('are one shard kept whole by default; an ingest process or API node may keep one shard of several', () => {
    expect(readConfig({}).stationShards).toEqual({ count: 1, mine: null });
    expect(readConfig({ ...ingest, STATION_SHARDS: '2' }).stationShards).toEqual({ count: 2, mine: null });
    expect(readConfig({ ...ingest, STATION_SHARDS: '2', STATION_SHARD: '2' }).stationShards).toEqual({ count: 2, mine: 2 });
    expect(readConfig({ ...ingest, ROLE: 'api', STATION_SHARDS: '2', STATION_SHARD: '1' }).stationShards).toEqual({
      count: 2,
      mine: 1,
    });
  });

  it('refuse a count or shard out of range, and a shard for the single process', () => {
    expect(() => readConfig({ STATION_SHARDS: '0' })).toThrow('STATION_SHARDS: "0" is not a shard count (1 to 64)');
    expect(() => readConfig({ STATION_SHARDS: 'two' })).toThrow('STATION_SHARDS: "two" is not a shard count');
    expect(() => readConfig({ ...ingest, STATION_SHARDS: '2', STATION_SHARD: '3' })).toThrow(
      'STATION_SHARD: "3" is not a shard of 2 (1 to 2)',
    );
    expect(() => readConfig({ STATION_SHARDS: '2', STATION_SHARD: '1' })).toThrow('STATION_SHARD is for a split deployment');
  });
});

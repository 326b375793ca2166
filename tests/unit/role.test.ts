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

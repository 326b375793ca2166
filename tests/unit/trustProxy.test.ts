import { describe, expect, it } from 'vitest';
import { readConfig, trustProxyFrom } from '../../server/config';

describe('TRUST_PROXY', () => {
  it('unset or off, no proxy is believed', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(trustProxyFrom('off')).toBe(false);
    expect(trustProxyFrom('  ')).toBe(false);
  });

  it('takes proxy addresses and CIDR ranges, comma-separated', () => {
    expect(trustProxyFrom('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses to start on a hop count or "trust everyone", which would let clients choose their address', () => {
    for (const value of ['1', 'true', 'on', '10.0.0.0/8/1', 'proxy.example'])
      expect(() => trustProxyFrom(value), value).toThrow(/TRUST_PROXY: ".*" is not a proxy address or CIDR range/);
  });
});

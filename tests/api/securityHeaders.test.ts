import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './harness';

describe('security headers', () => {
  let portal: Portal;
  let token: string;
  beforeAll(async () => {
    portal = await startPortal('sqlite', { simulate: false });
    token = await portal.login('operator');
  });
  afterAll(() => portal.close());

  it('every answer forbids inline and evaluated script, plug-ins and framing, and content sniffing', async () => {
    for (const url of ['/', '/mainwiring', '/prod-api/reception/getInfo', '/prod-api/no-such-route']) {
      const { headers } = await portal.call({ method: 'GET', url, token });
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('API answers are never stored by the browser or a proxy', async () => {
    const { headers } = await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('HSTS is not sent over plain http, where browsers ignore it and a LAN install has no certificate', async () => {
    const { headers } = await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

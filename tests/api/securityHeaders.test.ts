import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startPortal, type Portal } from './harness';

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

  it("a URL the router itself refuses answers the envelope in the caller's language, with the same headers", async () => {
    for (const [url, status] of [
      ['/prod-api/info/powerStation/%ED%A0%80', 400],
      ['/prod-api/info/powerStation/%', 400],
      [`/prod-api/info/powerStation/${'1'.repeat(120)}`, 414],
    ] as const) {
      const {
        status: answered,
        body,
        headers,
      } = await portal.call({ method: 'GET', url, token, headers: { 'accept-language': 'de' } });
      expect(answered, url).toBe(status);
      expect(body, url).toEqual({
        code: status,
        msg: expect.stringMatching(/^(Die Adresse der Anfrage ist ungültig|Ein Teil der Adresse der Anfrage ist zu lang)$/),
      });
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cache-control'], url).toBe('no-store');
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

  it('a client that claims https itself gets no HSTS: only a configured proxy is believed', async () => {
    const { headers } = await portal.call({
      method: 'GET',
      url: '/prod-api/reception/getInfo',
      token,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a configured https proxy', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal('sqlite', { simulate: false, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => portal.close());

  it('answers carry HSTS, and the session cookie is Secure', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const { headers } = await portal.call({ method: 'GET', url: '/', headers: https });
    expect(headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const login = await portal.call({
      method: 'POST',
      url: '/prod-api/reception/login',
      payload: { username: 'operator', password: PASSWORD },
      headers: https,
    });
    expect(String(login.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

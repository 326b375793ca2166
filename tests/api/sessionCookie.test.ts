import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, PASSWORD, sessionTokenOf, startPortal, type Portal } from './harness';

describe.each(backends)('the browser session cookie on %s', (backend) => {
  let portal: Portal;
  let session: { cookie: string; csrf: string; token: string };
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    session = await signIn('admin');
  });
  afterAll(() => portal.close());

  async function signIn(userName: string) {
    const { body, headers } = await portal.call({
      method: 'POST',
      url: '/prod-api/reception/login',
      payload: { username: userName, password: PASSWORD },
    });
    const token = sessionTokenOf(headers);
    return { cookie: `portal_session=${token}`, csrf: body.data.csrfToken as string, token };
  }
  const live = (headers: Record<string, string>) =>
    portal.call({ method: 'POST', url: '/prod-api/monitor/psLiveData', payload: { psIds: [1] }, headers });

  it('the session is an HttpOnly, SameSite=Strict cookie for the API only, and no answer body carries it', async () => {
    const { headers, body } = await portal.call({
      method: 'POST',
      url: '/prod-api/reception/login',
      payload: { username: 'operator', password: PASSWORD },
    });
    const cookie = ([] as string[]).concat(headers['set-cookie'] as string).find((c) => c.startsWith('portal_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/prod-api/i);
    expect(JSON.stringify(body)).not.toContain(sessionTokenOf(headers));
    const info = await portal.call({
      method: 'GET',
      url: '/prod-api/reception/getInfo',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(JSON.stringify(info.body)).not.toContain(sessionTokenOf(headers));
  });

  it('reads ride on the cookie alone', async () => {
    const { status, body } = await portal.call({
      method: 'GET',
      url: '/prod-api/reception/getInfo',
      headers: { cookie: session.cookie },
    });
    expect(status).toBe(200);
    expect(body.data.user.userName).toBe('admin');
  });

  it('a write on the cookie without the anti-forgery token is refused: a forged cross-site form cannot act', async () => {
    const refused = await live({ cookie: session.cookie, 'content-language': 'en-US' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 403,
      msg: 'The request did not come from a portal page; reload the page and try again',
    });
    const other = await signIn('gadmin');
    expect((await live({ cookie: session.cookie, 'x-csrf-token': other.csrf })).status).toBe(403);
    expect((await live({ cookie: session.cookie, 'x-csrf-token': session.csrf })).status).toBe(200);
  });

  it('API clients send the token as a bearer and need no anti-forgery token', async () => {
    expect((await live({ authorization: `Bearer ${session.token}` })).status).toBe(200);
  });

  it('signing out on the cookie ends the session and clears the cookie', async () => {
    const mine = await signIn('partner');
    const out = await portal.call({ method: 'POST', url: '/prod-api/logout', headers: { cookie: mine.cookie } });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/portal_session=;.*Expires=Thu, 01 Jan 1970/i);
    expect(
      (await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', headers: { cookie: mine.cookie } })).status,
    ).toBe(401);
  });
});

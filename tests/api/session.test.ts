import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, PASSWORD, sessionTokenOf, startPortal, type Portal } from './harness';

describe.each(backends)('sign-in and session on %s', (backend) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(backend, { captchaEnabled: true });
  });
  afterAll(() => portal.close());

  async function captcha() {
    const { body } = await portal.call({ method: 'GET', url: '/prod-api/captchaImage' });
    const row = await portal.app.db
      .selectFrom('sys_captcha')
      .select('answer')
      .where('uuid', '=', body.data.uuid)
      .executeTakeFirstOrThrow();
    return {
      uuid: body.data.uuid as string,
      answer: row.answer,
      img: body.data.img as string,
      enabled: body.data.captchaEnabled,
    };
  }
  const login = (payload: object, language = 'en-US') =>
    portal.call({ method: 'POST', url: '/prod-api/reception/login', payload, headers: { 'content-language': language } });

  it('the captcha is a PNG arithmetic question with a uuid', async () => {
    const c = await captcha();
    expect(c.enabled).toBe(true);
    expect(Buffer.from(c.img, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Number(c.answer)).toBeGreaterThanOrEqual(0);
  });

  it('a wrong captcha is refused with its own message, and a captcha works only once', async () => {
    const c = await captcha();
    const wrong = await login({ username: 'admin', password: PASSWORD, code: String(Number(c.answer) + 1), uuid: c.uuid });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The verification code is wrong');
    const again = await login({ username: 'admin', password: PASSWORD, code: c.answer, uuid: c.uuid });
    expect(again.body.msg).toBe('The verification code has expired, please use the new one');
  });

  it('the right captcha, a padded user name and the right password sign in', async () => {
    const c = await captcha();
    const { status, body, headers } = await login({ username: '  admin ', password: PASSWORD, code: c.answer, uuid: c.uuid });
    expect(status).toBe(200);
    expect(sessionTokenOf(headers)).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(body.data.csrfToken).toMatch(/^[\w-]+$/);
    expect(JSON.stringify(body)).not.toContain(sessionTokenOf(headers));
  });

  it('empty user name and empty password each get their own message', async () => {
    expect((await login({ username: '   ', password: 'x' })).body.msg).toBe('User name cannot be empty');
    expect((await login({ username: 'admin', password: '' })).body.msg).toBe('Password cannot be empty');
  });

  it('messages follow the caller language', async () => {
    const { body } = await login({ username: '', password: 'x' }, 'de-DE');
    expect(body.msg).toBe('Der Benutzername darf nicht leer sein');
  });
});

describe.each(backends)('passwords, tokens and locks on %s', (backend) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(backend);
  });
  afterAll(() => portal.close());
  const login = (username: string, password: string) =>
    portal.call({ method: 'POST', url: '/prod-api/reception/login', payload: { username, password } });

  it('without a captcha the sign-in needs no code and getInfo describes the user', async () => {
    const cap = await portal.call({ method: 'GET', url: '/prod-api/captchaImage' });
    expect(cap.body.data).toEqual({ captchaEnabled: false });
    const token = await portal.login('gadmin');
    const { body } = await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token });
    expect(body.data.user.userName).toBe('gadmin');
    expect(body.data.user.dept).toMatchObject({ deptId: 3, deptName: 'ChinaRegion' });
    expect(body.data.roles).toEqual(['gadmin']);
    expect(body.data.permissions).toContain('info:powerStation:edit');
  });

  it('a user without roles gets ROLE_DEFAULT', async () => {
    const token = await portal.login('partner');
    const user = await portal.app.db
      .selectFrom('sys_user')
      .select('user_id')
      .where('user_name', '=', 'partner')
      .executeTakeFirstOrThrow();
    await portal.app.db.deleteFrom('sys_user_role').where('user_id', '=', user.user_id).execute();
    const fresh = await portal.login('partner');
    const { body } = await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token: fresh });
    expect(body.data.roles).toEqual(['ROLE_DEFAULT']);
    expect(body.data.permissions).toEqual([]);
    expect(token).not.toBe(fresh);
  });

  it('a wrong password is refused, and five in a row lock the account for ten minutes', async () => {
    const first = await login('operator', 'wrong-1');
    expect(first.status).toBe(400);
    expect(first.body.msg).toBe('The user name or password is wrong');
    for (let i = 2; i <= 4; i++) expect((await login('operator', `wrong-${i}`)).status).toBe(400);
    const fifth = await login('operator', 'wrong-5');
    expect(fifth.body.msg).toBe('Too many wrong passwords: the account is locked for 10 minutes');
    const right = await login('operator', PASSWORD);
    expect(right.status).toBe(423);
    expect(right.body.msg).toMatch(/locked for \d+ minutes/);
  });

  it('an unknown user gets the same answer as a wrong password', async () => {
    expect((await login('nobody', 'whatever')).body.msg).toBe('The user name or password is wrong');
  });

  it('logout revokes the token on the server', async () => {
    const token = await portal.login('admin');
    expect((await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token })).status).toBe(200);
    expect((await portal.call({ method: 'POST', url: '/prod-api/logout', token })).body.code).toBe(200);
    const after = await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
  });

  it('logout with the JSON content type and no body (clients that set the header on every call) ends the session', async () => {
    const token = await portal.login('admin');
    const { status, body } = await portal.call({
      method: 'POST',
      url: '/prod-api/logout',
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect([status, body.code]).toEqual([200, 200]);
    expect((await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token })).status).toBe(401);
  });

  it('a token idle longer than the limit has expired', async () => {
    const token = await portal.login('admin');
    const sessionId = token.split('.')[0]!;
    const idle = (portal.config.sessionIdleMinutes + 1) * 60_000;
    await portal.app.db
      .updateTable('sys_session')
      .set({ last_seen: Date.now() - idle })
      .where('session_id', '=', sessionId)
      .execute();
    const { status, body } = await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token });
    expect(status).toBe(401);
    expect(body.msg).toBe('The login status has expired, please log in again');
  });

  it('a forged or missing token is not signed in, even beside a session in use', async () => {
    const token = await portal.login('admin');
    expect((await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token })).status).toBe(200);
    const [sessionId, signature] = token.split('.') as [string, string];
    const flipped = `${sessionId}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [`${sessionId}.AAAA`, flipped])
      expect((await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo', token: forged })).status).toBe(401);
    expect((await portal.call({ method: 'GET', url: '/prod-api/reception/getInfo' })).body.msg).toBe(
      'Authentication failed, please sign in',
    );
  });

  it('passwords are stored as salted scrypt hashes', async () => {
    const rows = await portal.app.db.selectFrom('sys_user').select('password_hash').execute();
    const hashes = rows.map((r) => r.password_hash);
    expect(hashes.every((h) => h.startsWith('scrypt$') && !h.includes(PASSWORD))).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('sign-in attempts are limited per address', () => {
  it('the attempt after the limit is refused with 429', async () => {
    const portal = await startPortal('sqlite', { loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await portal.call({
          method: 'POST',
          url: '/prod-api/reception/login',
          payload: { username: 'admin', password: 'bad' },
        });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await portal.close();
    }
  });
});

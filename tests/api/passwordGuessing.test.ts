import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, PASSWORD, startPortal, type Portal } from './harness';

/**
 * Every password check (sign-in and operation password) passes this gate: a burst of guesses can be held
 * at the check, as a slow scrypt would hold them, so the test knows they are all in flight at once.
 */
const gate = vi.hoisted(() => ({ checks: 0, held: Promise.resolve() }));
vi.mock('../../server/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/password')>();
  return {
    ...real,
    async verifyPassword(password: string, stored: string) {
      gate.checks++;
      await gate.held;
      return real.verifyPassword(password, stored);
    },
  };
});

type Answer = Awaited<ReturnType<Portal['call']>>;

/**
 * Sends the wrong guesses at once and holds every password check; once each guess is either held at the
 * check or answered, sends the right password; then lets the checks go. Answers the wrong guesses' and the
 * right one's answers and how many passwords were checked.
 */
async function burst(wrong: (() => Promise<Answer>)[], right: () => Promise<Answer>) {
  let open = () => {};
  gate.held = new Promise<void>((resolve) => (open = resolve));
  gate.checks = 0;
  let answered = 0;
  const guesses = wrong.map((send) => send().finally(() => answered++));
  await vi.waitFor(() => expect(gate.checks + answered).toBe(wrong.length), { timeout: 10_000 });
  const heldBefore = gate.checks;
  let rightAnswered = false;
  const rightAnswer = right().finally(() => (rightAnswered = true));
  await vi.waitFor(() => expect(rightAnswered || gate.checks > heldBefore).toBe(true), { timeout: 10_000 });
  open();
  return { wrong: await Promise.all(guesses), right: await rightAnswer, checks: gate.checks };
}

describe.each(backends)('guessing passwords on %s', (backend) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(backend);
  });
  afterAll(() => portal.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    portal.call({ method: 'POST', url: '/prod-api/reception/login', payload: { username, password }, headers });

  it('twelve wrong passwords at once, then the right one: the right one is refused and at most five were checked', async () => {
    const { wrong, right, checks } = await burst(
      Array.from({ length: 12 }, (_, i) => () => login('operator', `Wrong_${i}`)),
      () => login('operator', PASSWORD),
    );
    expect(checks).toBeLessThanOrEqual(5);
    // While the window's five guesses are being checked, no further password is looked at.
    expect([right.status, right.body.code, right.body.msg]).toEqual([
      429,
      429,
      'Too many sign-ins to this account at this moment; try again in a few seconds',
    ]);
    expect(wrong.filter((a) => a.status === 400)).toHaveLength(4);
    expect(wrong.every((a) => [400, 423, 429].includes(a.status))).toBe(true);
    // The fifth wrong one locked the account: the right password is refused afterwards too.
    const after = await login('operator', PASSWORD);
    expect([after.status, after.body.msg]).toEqual([423, 'Too many wrong passwords: the account is locked for 10 minutes']);
  });

  it('several right sign-ins to one account at once are never told it is locked, and it stays open', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => login('partner', PASSWORD)));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect((await login('partner', PASSWORD)).status).toBe(200);
  });

  it('twelve wrong operation passwords at once over every route that checks it, then the right one: refused (423), at most five checked', async () => {
    const token = await portal.login('admin');
    const psId = (
      await portal.app.db.selectFrom('power_station').select('ps_id').where('ps_code', '=', 'CN-PV-001').executeTakeFirstOrThrow()
    ).ps_id;
    const device = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
    const point = (code: string) => `${psId}_${device.equipType}_${device.collectId}_${code}`;
    const remote = (url: string, body: object) => () =>
      portal.call({ method: 'POST', url: `/prod-api/remote/${url}`, token, payload: body });
    const guesses = Array.from({ length: 12 }, (_, i) => {
      const passwd = `Guess_${i}`;
      return [
        remote('checkPassword', { passwd }),
        remote('yk', { psId, point: point('OnOff'), value: 0, type: 0, passwd }),
        remote('yt', { psId, point: point('PLimit'), value: 50, passwd }),
        remote('ykApi', { psId, point: `${point('OnOff')}_stop`, passwd }),
      ][i % 4]!;
    });
    const { wrong, right, checks } = await burst(
      guesses,
      remote('yk', { psId, point: point('OnOff'), value: 0, type: 0, passwd: PASSWORD }),
    );
    expect(checks).toBeLessThanOrEqual(5);
    expect([right.status, right.body.msg]).toEqual([
      423,
      'Too many wrong operation passwords: remote control is locked for 15 minutes',
    ]);
    expect(wrong.filter((a) => a.status === 400)).toHaveLength(4);
    expect(wrong.every((a) => a.status === 400 || a.status === 423)).toBe(true);
    expect((await remote('checkPassword', { passwd: PASSWORD })()).status).toBe(423);
  });

  it('a right password after a few wrong ones signs in and starts the count again', async () => {
    for (let i = 0; i < 4; i++) expect((await login('gadmin', `Wrong_${i}`)).status).toBe(400);
    expect((await login('gadmin', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('gadmin', `Wrong_${i}`)).status).toBe(400);
    expect((await login('gadmin', PASSWORD)).status).toBe(200);
  });

  it('after as many wrong passwords, an unknown account is answered exactly like a real one, with as many password checks', async () => {
    const answers = async (username: string) => {
      gate.checks = 0;
      const seen: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const { status, body } = await login(username, `Wrong_${i}`);
        seen.push([status, body]);
      }
      return { seen, checks: gate.checks };
    };
    const real = await answers('partner');
    // Four refusals, the fifth locks, then locked: the lockout is what both must look alike in.
    expect(real.seen.map((a) => (a as [number])[0])).toEqual([400, 400, 400, 400, 423, 423, 423]);
    expect(await answers('partner.nobody')).toEqual(real);
    expect(await answers('Partner')).toEqual(real);
  });
});

describe.each(backends)('sign-in limits per address and per account on %s', (backend) => {
  let direct: Portal;
  let behindProxy: Portal;
  beforeAll(async () => {
    [direct, behindProxy] = await Promise.all([
      startPortal(backend, { loginRateLimit: 3 }),
      // The test's requests come from 127.0.0.1: here that is the proxy the portal believes.
      startPortal(backend, { loginRateLimit: 3, trustProxy: ['127.0.0.1'] }),
    ]);
  });
  afterAll(() => Promise.all([direct.close(), behindProxy.close()]));

  const attempts = async (portal: Portal, names: string[]) => {
    const answers: Answer[] = [];
    for (const [i, username] of names.entries())
      answers.push(
        await portal.call({
          method: 'POST',
          url: '/prod-api/reception/login',
          payload: { username, password: 'Wrong_1' },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        }),
      );
    return answers;
  };

  it('a rotating X-Forwarded-For does not escape the per-address limit when no proxy is configured', async () => {
    const answers = await attempts(direct, ['nobody1', 'nobody2', 'nobody3', 'nobody4']);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3]!.body).toEqual({
      code: 429,
      msg: 'Too many attempts from this address, please wait a minute and try again',
    });
  });

  it('behind a configured proxy each forwarded address has its own count', async () => {
    const answers = await attempts(behindProxy, ['someone1', 'someone2', 'someone3', 'someone4']);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
  });

  it('one account is limited whatever the address and however its name is written', async () => {
    const answers = await attempts(behindProxy, ['operator', ' Operator', 'OPERATOR ', 'operator']);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3]!.body).toEqual({
      code: 429,
      msg: 'Too many sign-in attempts for this account, please wait a minute and try again',
    });
    // Another account is not affected.
    expect((await attempts(behindProxy, ['gadmin']))[0]!.status).toBe(400);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { FastifyBaseLogger } from 'fastify';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { startSmtpSink, type SmtpSink } from './smtpSink';
import { AlarmMail } from '../../server/alarmMail/alarmMail';

const GATHER_MS = 300;
const ADMIN = 'admin@portal.example';
const OPERATOR = 'operator@portal.example';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('alarm mail on %s', (backend) => {
  let sink: SmtpSink;
  let portal: Portal;
  let admin: string;
  let operator: string;
  let ids: Record<string, number>;
  let points = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    portal = await startPortal(backend, { smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailGatherMs: GATHER_MS });
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    ids = await psIdsByCode(portal);
    // The administrator sees every plant, the Europe operator the European ones only.
    expect((await subscribe(admin, { minLevel: 2, stations: null, digest: true, language: 'zh' })).status).toBe(200);
    expect((await subscribe(operator, { minLevel: 1, stations: null, digest: true, language: 'en' })).status).toBe(200);
  }, 120_000);
  afterEach(async () => {
    // Nothing a test sent may reach the next one.
    await sleep(GATHER_MS + 200);
    sink.inbox.length = 0;
  });
  afterAll(async () => {
    await portal.close();
    await sink.close();
  });

  function subscribe(token: string, body: object) {
    return portal.call({ method: 'PUT', url: '/prod-api/alarm/subscription', token, payload: { enabled: true, ...body } });
  }

  /** An occurrence now at a point of its own (a point raised over and over would be folded as chatter). */
  function raise(code: string, level: number, device = 'Inverter 7') {
    const psId = ids[code]!;
    const d = portal.app.telemetry.registry.devicesOf(psId)[0]!;
    const point = `MailTest${++points}`;
    portal.app.telemetry.events.raise({
      ps_id: psId,
      equip_id: d.equipId,
      equip_type: d.equipType,
      collect_id: d.collectId,
      point_code: point,
      level,
      event_time: Date.now(),
      event_type: 5,
      action: 1,
      confirmed: 0,
      content_key: 'event.deviceFault',
      content_params: JSON.stringify({ device, point }),
    });
    return { ps_id: psId, equip_type: d.equipType, collect_id: d.collectId, point_code: point };
  }

  async function until(check: () => boolean, what: string): Promise<void> {
    for (const end = Date.now() + 10_000; !check(); await sleep(25))
      if (Date.now() > end) throw new Error(`no ${what} within 10 s: ${sink.inbox.map((m) => m.subject).join(' | ')}`);
  }

  /** Waits for the mails expected, then as long again as a gathering lasts, so a mail too many would be seen. */
  async function mailsTo(expected: Record<string, number>): Promise<Record<string, ParsedMail[]>> {
    await until(() => Object.entries(expected).every(([to, n]) => sink.to(to).length >= n), 'mail');
    await sleep(GATHER_MS + 200);
    return Object.fromEntries(Object.keys(expected).map((to) => [to, sink.to(to)]));
  }

  it('a serious fault reaches each subscriber who may see the station, in their language', async () => {
    raise('DE-PV-011', 3, 'String inverter 4');
    await portal.app.telemetry.events.flush();
    const mails = await mailsTo({ [ADMIN]: 1, [OPERATOR]: 1 });
    expect(mails[ADMIN]).toHaveLength(1);
    expect(mails[OPERATOR]).toHaveLength(1);
    const [zh] = mails[ADMIN]!;
    expect(zh!.subject).toBe('【严重故障】Solarpark Meuro String inverter 4');
    expect(zh!.text).toContain('电站: Solarpark Meuro');
    expect(zh!.text).toContain('告警内容: String inverter 4：故障停机');
    expect(zh!.text).toMatch(/时间: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Europe\/Berlin\)/);
    const [en] = mails[OPERATOR]!;
    expect(en!.subject).toBe('Serious fault at Solarpark Meuro: String inverter 4');
    expect(en!.text).toContain('Level: Serious fault');
    expect(en!.text).toContain('Description: String inverter 4: fault shutdown');
  });

  it('a station the operator may not see sends the operator nothing', async () => {
    raise('CN-PV-001', 3);
    await portal.app.telemetry.events.flush();
    const mails = await mailsTo({ [ADMIN]: 1 });
    expect(mails[ADMIN]!.map((m) => m.subject)).toEqual(['【严重故障】Golmud Desert Solar Park Inverter 7']);
    expect(sink.to(OPERATOR)).toEqual([]);
  });

  it('a warning does not reach a subscriber from common faults up', async () => {
    raise('DE-PV-011', 1);
    await portal.app.telemetry.events.flush();
    const mails = await mailsTo({ [OPERATOR]: 1 });
    expect(mails[OPERATOR]!.map((m) => m.subject)).toEqual(['Warning at Solarpark Meuro: Inverter 7']);
    expect(sink.to(ADMIN)).toEqual([]);
  });

  it('a flood of 200 alarms makes one summary mail per subscriber', async () => {
    // Two flushes within one gathering: still one mail.
    for (let i = 0; i < 120; i++) raise(i % 2 ? 'DE-PV-011' : 'ES-PV-020', 3);
    await portal.app.telemetry.events.flush();
    for (let i = 0; i < 80; i++) raise('PL-PV-025', 2);
    await portal.app.telemetry.events.flush();
    const mails = await mailsTo({ [ADMIN]: 1, [OPERATOR]: 1 });
    expect(mails[ADMIN]).toHaveLength(1);
    expect(mails[OPERATOR]).toHaveLength(1);
    expect(mails[ADMIN]![0]!.subject).toBe('200 条新告警');
    const en = mails[OPERATOR]![0]!;
    expect(en.subject).toBe('200 new alarms');
    expect(en.text).toContain('- Serious fault: 120\n- Common fault: 80');
    expect(en.text).toContain('- Solarpark Meuro: 60');
    expect(en.text).toContain('- Farma Fotowoltaiczna Witnica: 80');
    expect(en.text!.match(/^- \d{4}-/gm)).toHaveLength(20);
    expect(en.text).toContain('… and 180 more');
  });

  it('an alarm at a shelved point sends nothing', async () => {
    const now = Date.now();
    const point = raise('DE-PV-011', 3, 'Quiet unit');
    await portal.app.alarms.shelves.shelve({
      ...point,
      // Past the digest's day too: the digest hides it as well.
      shelved_until: now + 3 * 86_400_000,
      reason: 'maintenance',
      shelved_by: 'admin',
      shelved_at: now,
    });
    raise('DE-PV-011', 3, 'Loud unit');
    await portal.app.telemetry.events.flush();
    // One alarm mail each, not a summary of two: the shelved one never entered the outbox.
    const mails = await mailsTo({ [ADMIN]: 1, [OPERATOR]: 1 });
    expect(mails[OPERATOR]!.map((m) => m.subject)).toEqual(['Serious fault at Solarpark Meuro: Loud unit']);
    expect(mails[ADMIN]!.map((m) => m.subject)).toEqual(['【严重故障】Solarpark Meuro Loud unit']);
  });

  it('each digest subscriber gets one digest a day, of the stations they may see', async () => {
    // Tomorrow noon (UTC): the digest reports today, when the alarms above were raised.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrowNoon = Date.parse(`${today}T12:00:00Z`) + 86_400_000;
    expect(await portal.app.alarms.mail.sendDigests(tomorrowNoon)).toBe(2);
    const [zh] = sink.to(ADMIN);
    const [en] = sink.to(OPERATOR);
    expect(sink.inbox).toHaveLength(2);
    expect(zh!.subject).toBe(`${today} 告警日报`);
    expect(zh!.text).toContain('Golmud Desert Solar Park: 严重故障 1');
    expect(en!.subject).toBe(`Alarm digest for ${today}`);
    // The fault of the first test, 60 of the flood and the loud one beside the shelved one.
    expect(en!.text).toContain('- Solarpark Meuro: Serious fault 62, Warning 1');
    expect(en!.text).not.toContain('Golmud');
    // Still standing: the flood and the faults before it, the shelved point's not counted.
    expect(en!.text).toContain('Alarms still active: 203');
    expect(en!.text).not.toContain('Quiet unit');

    expect(await portal.app.alarms.mail.sendDigests(tomorrowNoon + 600_000)).toBe(0);
    expect(sink.inbox).toHaveLength(2);
    // Before the digest hour nothing is due, even on a day not yet sent.
    expect(await portal.app.alarms.mail.sendDigests(tomorrowNoon + 86_400_000 - 12 * 3_600_000 + 60_000)).toBe(0);
  });

  it('a mail server that refuses is logged, never thrown, and a digest not sent is tried again', async () => {
    const errors: string[] = [];
    const log = { error: (_: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
    const { db, alarms, telemetry } = portal.app;
    const refused = new AlarmMail({
      db,
      config: { ...portal.config, smtpUrl: 'smtp://127.0.0.1:1' },
      shelves: alarms.shelves,
      stations: () => telemetry.registry.stations,
      log,
    });
    try {
      raise('DE-PV-011', 3);
      await portal.app.telemetry.events.flush();
      const written = await db.selectFrom('event').selectAll().orderBy('event_id', 'desc').limit(1).execute();
      await refused.take(written);
      await until(() => errors.length >= 2, 'logged failures');
      const today = new Date().toISOString().slice(0, 10);
      const dayAfterTomorrow = Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000;
      const sentDays = () => db.selectFrom('alarm_subscription').select('digest_sent_day').orderBy('user_id').execute();
      const before = await sentDays();
      expect(await refused.sendDigests(dayAfterTomorrow)).toBe(0);
      expect(await sentDays()).toEqual(before);
      // Two alarm mails (administrator, operator), then their two digests.
      expect(errors).toEqual(Array(4).fill('alarm mail not sent'));
    } finally {
      refused.close();
    }
  });

  it('an account that is disabled or has no address gets no mail', async () => {
    const { db } = portal.app;
    const users = await db
      .selectFrom('sys_user')
      .select(['user_id', 'user_name'])
      .where('user_name', 'in', ['gadmin', 'partner'])
      .execute();
    const idOf = (name: string) => users.find((u) => u.user_name === name)!.user_id;
    const subscription = { min_level: 0, stations: null, language: 'en', digest: 0, digest_sent_day: null, updated_at: 0 };
    await db
      .insertInto('alarm_subscription')
      .values(users.map((u) => ({ user_id: u.user_id, ...subscription })))
      .execute();
    await db.updateTable('sys_user').set({ email: null }).where('user_id', '=', idOf('gadmin')).execute();
    await db.updateTable('sys_user').set({ status: '1' }).where('user_id', '=', idOf('partner')).execute();
    portal.app.alarms.mail.subscriptionsChanged();
    try {
      // The China group administrator sees Golmud, the Nordic partner Kassø.
      raise('CN-PV-001', 3);
      raise('DK-PV-016', 3);
      await portal.app.telemetry.events.flush();
      await mailsTo({ [ADMIN]: 1, [OPERATOR]: 1 });
      expect(sink.inbox.map((m) => m.subject)).toEqual(
        expect.arrayContaining(['2 条新告警', 'Serious fault at Kassø Solar Park: Inverter 7']),
      );
      expect(sink.inbox).toHaveLength(2);
    } finally {
      await db
        .deleteFrom('alarm_subscription')
        .where(
          'user_id',
          'in',
          users.map((u) => u.user_id),
        )
        .execute();
      await db.updateTable('sys_user').set({ email: 'gadmin@portal.example' }).where('user_id', '=', idOf('gadmin')).execute();
      await db.updateTable('sys_user').set({ status: '0' }).where('user_id', '=', idOf('partner')).execute();
      portal.app.alarms.mail.subscriptionsChanged();
    }
  });

  it('a subscription names only stations the caller may see, and levels 0 to 3', async () => {
    const get = async () => (await portal.call({ method: 'GET', url: '/prod-api/alarm/subscription', token: operator })).body;
    const before = await get();
    expect(before.data).toEqual({ enabled: true, minLevel: 1, stations: null, digest: true, language: 'en' });

    const foreign = await subscribe(operator, { minLevel: 3, stations: [ids['DE-PV-011'], ids['CN-PV-001']] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(`Station ${ids['CN-PV-001']} does not exist or is not yours to see`);
    const tooHigh = await subscribe(operator, { minLevel: 7 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.field).toBe('minLevel');
    expect(await get()).toEqual(before);

    const mine = await subscribe(operator, { minLevel: 3, stations: [ids['DE-PV-011']], digest: false, language: 'de' });
    expect(mine.body.data).toEqual({ enabled: true, minLevel: 3, stations: [ids['DE-PV-011']], digest: false, language: 'de' });
    const ended = await portal.call({
      method: 'PUT',
      url: '/prod-api/alarm/subscription',
      token: operator,
      payload: { enabled: false },
    });
    expect(ended.body.data).toMatchObject({ enabled: false, minLevel: 3, stations: null });
    expect(await portal.app.db.selectFrom('alarm_subscription').select('user_id').execute()).toHaveLength(1);
  });
});

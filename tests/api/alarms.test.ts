import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { readStreamPastSignOut } from './alarmStream';
import { EVENT_ACTION, EVENT_TYPE, type NewEvent } from '../../server/telemetry/eventLog';

describe.each(backends)('alarms and to-do work on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  let ids: Record<string, number>;
  let t0: number;

  beforeAll(async () => {
    portal = await startPortal(backend, { logLevel: 'error' });
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    ids = await psIdsByCode(portal);
    t0 = Date.now();
  }, 60_000);
  afterAll(() => portal.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    portal.call({ method, url: `/prod-api${url}`, payload, token });
  /** The portal's address on a real socket (event streams need one), listening from the first call on. */
  let address: Promise<string> | undefined;
  const listening = () => (address ??= portal.app.listen({ host: '127.0.0.1', port: 0 }));
  const list = async (filter: object, token = admin) =>
    (await call('POST', '/event/list', { pageSize: 500, ...filter }, token)).body;

  const device = (code: string, equipType: string) => {
    const psId = ids[code]!;
    const d = portal.app.telemetry.registry.devicesOf(psId).find((x) => x.equipType === equipType)!;
    return { psId, d };
  };

  /** A YX alarm point of a device set (1) or cleared (0) at a time, through ingest and its alarm rules. */
  const signal = (code: string, equipType: string, pointCode: string, value: number, time: number) => {
    const { psId, d } = device(code, equipType);
    portal.app.telemetry.ingest.accept([{ psId, equipType, collectId: d.collectId, pointCode, value, time }], 3000);
  };
  const eventsOf = async (code: string, equipType: string, pointCode: string, since: number) => {
    const { psId, d } = device(code, equipType);
    const { rows } = await list({ psId, beginTime: since });
    return rows.filter((e: any) => e.equipId === d.equipId && e.pointCode === pointCode).reverse();
  };

  it('an alarm goes occur → acknowledged → cleared, and occur → cleared → acknowledged, keeping every occurrence', async () => {
    const t = t0 + 1000;
    signal('DE-PV-012', 'JZNBQ', 'Fault', 1, t);
    let [occurrence] = await eventsOf('DE-PV-012', 'JZNBQ', 'Fault', t);
    expect(occurrence).toMatchObject({ action: 1, active: 1, confirmed: 0, clearedAt: null });
    expect(
      (await call('POST', '/event/confirm', { eventIds: [occurrence.eventId], comment: 'crew informed' }, operator)).status,
    ).toBe(200);
    signal('DE-PV-012', 'JZNBQ', 'Fault', 0, t + 60_000);
    [occurrence] = await eventsOf('DE-PV-012', 'JZNBQ', 'Fault', t);
    expect(occurrence).toMatchObject({
      active: 0,
      confirmed: 1,
      clearedAt: t + 60_000,
      confirmedBy: 'operator',
      confirmComment: 'crew informed',
    });

    // Second occurrence: a new entry, cleared before anyone acknowledges it.
    signal('DE-PV-012', 'JZNBQ', 'Fault', 1, t + 120_000);
    signal('DE-PV-012', 'JZNBQ', 'Fault', 0, t + 180_000);
    const all = await eventsOf('DE-PV-012', 'JZNBQ', 'Fault', t);
    expect(all.map((e: any) => e.action)).toEqual([1, 2, 1, 2]);
    const second = all[2];
    expect(second).toMatchObject({ active: 0, confirmed: 0, clearedAt: t + 180_000 });
    expect(
      (await list({ psId: ids['DE-PV-012'], state: 'cleared', confirmed: 0, beginTime: t })).rows.map((e: any) => e.eventId),
    ).toContain(second.eventId);
    await call('POST', '/event/confirm', { eventIds: [second.eventId] }, operator);
    // A fault signal keeps no history of its own: its detail shows what the inverter's power did around it.
    const curve = await call('GET', `/event/curve?eventId=${second.eventId}`, undefined, operator);
    expect(curve.body.data).toMatchObject({ name: 'Active power', unit: 'kW', eventTime: t + 120_000 });
    expect((await eventsOf('DE-PV-012', 'JZNBQ', 'Fault', t))[2]).toMatchObject({ confirmed: 1, confirmedBy: 'operator' });
  });

  it('confirm, confirm-all and remove act only within the caller’s stations', async () => {
    const t = t0 + 300_000;
    signal('CN-PV-001', 'JZNBQ', 'Fault', 1, t);
    signal('DE-PV-012', 'JZNBQ', 'Alarm', 1, t);
    const [foreign] = await eventsOf('CN-PV-001', 'JZNBQ', 'Fault', t);
    const [own] = await eventsOf('DE-PV-012', 'JZNBQ', 'Alarm', t);

    // Someone else's station reads as missing, and a mixed list changes nothing.
    expect((await call('POST', '/event/confirm', { eventIds: [foreign.eventId] }, operator)).status).toBe(404);
    expect((await call('POST', '/event/confirm', { eventIds: [own.eventId, foreign.eventId] }, operator)).status).toBe(404);
    expect((await eventsOf('DE-PV-012', 'JZNBQ', 'Alarm', t))[0].confirmed).toBe(0);
    expect((await call('POST', '/event/confirmAll', { psId: ids['CN-PV-001'] }, operator)).status).toBe(404);
    expect((await call('GET', `/event/curve?eventId=${foreign.eventId}`, undefined, operator)).status).toBe(404);

    // Confirm-all of the operator's whole view leaves the foreign station's alarm unacknowledged.
    const done = await call('POST', '/event/confirmAll', { beginTime: t }, operator);
    expect(done.body.data.confirmed).toBeGreaterThanOrEqual(1);
    expect((await eventsOf('DE-PV-012', 'JZNBQ', 'Alarm', t))[0].confirmed).toBe(1);
    expect((await eventsOf('CN-PV-001', 'JZNBQ', 'Fault', t))[0].confirmed).toBe(0);

    // Removing is for administrators; a missing id changes nothing.
    expect((await call('DELETE', '/event/remove', { eventIds: [own.eventId] }, operator)).status).toBe(403);
    expect((await call('DELETE', '/event/remove', { eventIds: [own.eventId, 2_000_000_000] })).status).toBe(404);
    expect((await call('DELETE', '/event/remove', { eventIds: [own.eventId] })).body.data.removed).toBe(1);
    expect(await eventsOf('DE-PV-012', 'JZNBQ', 'Alarm', t)).toEqual([]);
    // Bad input gets a message, not a 500.
    expect((await call('POST', '/event/confirm', { eventIds: ['1 or 1=1'] })).status).toBe(400);
    expect((await call('POST', '/event/list', { beginDay: '2026-13-45' })).status).toBe(400);
  });

  /** Every row of the list for a filter, page by page. */
  const allRows = async (filter: object, token: string) => {
    const rows: { level: number; action: number; eventType: number; confirmed: number; active: number }[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const answer = await list({ ...filter, pageNum, pageSize: 500 }, token);
      rows.push(...answer.rows);
      if (rows.length >= answer.total) return rows;
    }
  };

  it('the cards count exactly the rows of the list below, and unacknowledged only what can be acknowledged', async () => {
    const { psId, d } = device('DE-PV-012', 'JZNBQ');
    const t = Date.now();
    // A remote command's journal row and a vanish: listed, never acknowledged, so never "unconfirmed".
    const command: NewEvent = {
      ps_id: psId,
      equip_id: d.equipId,
      equip_type: 'JZNBQ',
      collect_id: d.collectId,
      point_code: 'PowerOn',
      level: 0,
      event_time: t,
      event_type: EVENT_TYPE.control,
      action: EVENT_ACTION.occur,
      content_key: 'event.remote.executed',
      content_params: JSON.stringify({ device: 'Inverter 1', user: 'admin' }),
      confirmed: 0,
    };
    portal.app.telemetry.events.raise(command);
    signal('DE-PV-012', 'JZNBQ', 'Fault', 1, t + 1);
    signal('DE-PV-012', 'JZNBQ', 'Fault', 0, t + 2);
    await portal.app.telemetry.events.flush();

    const days = { beginDay: '2020-01-01', endDay: '2099-12-31' };
    const filters = [
      {},
      days,
      { psId },
      { psId, level: 0 },
      { psId, eventType: EVENT_TYPE.control },
      { psId, action: EVENT_ACTION.vanish },
      { psId, confirmed: 0 },
      { psId, state: 'active' },
      { ...days, psId, level: 2, confirmed: 0 },
    ];
    for (const token of [admin, operator])
      for (const filter of filters) {
        // The page sends the list's own body, paging included.
        const counts = (await call('POST', '/event/count', { ...filter, pageNum: 1, pageSize: 20 }, token)).body.data;
        const rows = await allRows(filter, token);
        expect(counts.total, JSON.stringify(filter)).toBe(rows.length);
        for (const level of [0, 1, 2, 3]) expect(counts.byLevel[level]).toBe(rows.filter((r) => r.level === level).length);
        expect(counts.active).toBe(rows.filter((r) => r.active === 1).length);
        const open = rows.filter((r) => r.confirmed === 0 && r.action === 1 && r.eventType !== 2 && r.eventType !== 3);
        expect(counts.unconfirmed, JSON.stringify(filter)).toBe(open.length);
        const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)]));
        expect((await call('GET', `/event/count?${query}`, undefined, token)).body.data).toEqual(counts);
      }

    // The remote command is listed unacknowledged, but counted nowhere as waiting and never acknowledged.
    const commands = { psId, eventType: EVENT_TYPE.control, beginTime: t };
    expect((await list(commands)).rows.some((r: any) => r.confirmed === 0)).toBe(true);
    expect((await call('POST', '/event/count', commands)).body.data.unconfirmed).toBe(0);
    expect((await call('POST', '/event/confirmAll', commands)).body.data.confirmed).toBe(0);
    const [row] = (await list(commands)).rows;
    expect((await call('POST', '/event/confirm', { eventIds: [row.eventId] })).body.data.confirmed).toBe(0);
  });

  it('a shelved point’s alarms are hidden until the shelf ends', async () => {
    const t = t0 + 600_000;
    signal('DE-PV-012', 'XB', 'GasAlarm', 1, t);
    const [gas] = await eventsOf('DE-PV-012', 'XB', 'GasAlarm', t);
    expect(
      (await call('POST', '/event/shelve', { eventId: gas.eventId, minutes: 30, reason: 'relay under test' }, operator)).status,
    ).toBe(403);
    expect((await call('POST', '/event/shelve', { eventId: gas.eventId, minutes: 30, reason: ' ' })).status).toBe(400);
    expect((await call('POST', '/event/shelve', { eventId: gas.eventId, minutes: 30, reason: 'relay under test' })).status).toBe(
      200,
    );
    expect(await eventsOf('DE-PV-012', 'XB', 'GasAlarm', t)).toEqual([]);
    const shelved = await list({ psId: ids['DE-PV-012'], shelved: 1 }, operator);
    expect(shelved.rows.map((e: any) => e.eventId)).toEqual([gas.eventId]);
    expect(shelved.rows[0].shelved).toBe(true);
    const shelves = (await call('GET', '/event/shelves', undefined, operator)).body.data;
    expect(shelves).toEqual([expect.objectContaining({ pointCode: 'GasAlarm', reason: 'relay under test', shelvedBy: 'admin' })]);

    expect((await call('POST', '/event/unshelve', { eventId: gas.eventId })).status).toBe(200);
    expect((await eventsOf('DE-PV-012', 'XB', 'GasAlarm', t)).map((e: any) => e.eventId)).toEqual([gas.eventId]);

    // A shelf that runs out lets the alarms back by itself.
    const { d } = device('DE-PV-012', 'XB');
    await portal.app.alarms.shelves.shelve({
      ps_id: ids['DE-PV-012']!,
      equip_type: 'XB',
      collect_id: d.collectId,
      point_code: 'GasAlarm',
      shelved_until: Date.now() + 150,
      reason: 'short',
      shelved_by: 'admin',
      shelved_at: Date.now(),
    });
    expect(await eventsOf('DE-PV-012', 'XB', 'GasAlarm', t)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await eventsOf('DE-PV-012', 'XB', 'GasAlarm', t)).toHaveLength(1);
  });

  it('a chattering point makes one entry that counts its transitions', async () => {
    const t = t0 + 900_000;
    signal('DE-PV-012', 'JZNBQ', 'Alarm', 0, t - 120_000);
    // 30 transitions two seconds apart: more than five within a minute.
    for (let i = 0; i < 30; i++) signal('DE-PV-012', 'JZNBQ', 'Alarm', i % 2 === 0 ? 1 : 0, t + i * 2000);
    const rows = await eventsOf('DE-PV-012', 'JZNBQ', 'Alarm', t);
    expect(rows.length).toBe(5);
    const grouped = rows.at(-1);
    expect(grouped).toMatchObject({ action: 1, repeats: 25, active: 0, lastTime: t + 29 * 2000, clearedAt: t + 29 * 2000 });
    // Quiet for a minute: the next transition is an ordinary entry again.
    signal('DE-PV-012', 'JZNBQ', 'Alarm', 1, t + 29 * 2000 + 61_000);
    expect(await eventsOf('DE-PV-012', 'JZNBQ', 'Alarm', t)).toHaveLength(6);
  });

  const serious = (psId: number, equipId: number, collectId: number, time: number): NewEvent => ({
    ps_id: psId,
    equip_id: equipId,
    equip_type: 'XB',
    collect_id: collectId,
    point_code: 'GasAlarm',
    level: 3,
    event_time: time,
    event_type: EVENT_TYPE.signal,
    action: EVENT_ACTION.occur,
    content_key: 'event.signalOn',
    content_params: JSON.stringify({ device: 'Box transformer 9', point: 'Gas relay alarm' }),
    confirmed: 0,
  });
  const badge = async (token: string) => (await call('POST', '/todoitem/count?isHandle=0', {}, token)).body.data;
  const todos = async (filter: object, token: string) =>
    (await call('POST', '/todoitem/list', { pageSize: 100, ...filter }, token)).body;

  it('a serious alarm raises one to-do item for its station, counted on the badge of who may see it', async () => {
    const { psId, d } = device('DE-PV-012', 'XB');
    // The shelving test's gas alarm raised an item already: once it is closed, the next occurrence raises a new one.
    for (const open of (await todos({ psId, isHandle: 0 }, admin)).rows.filter((r: any) => r.level === 3))
      expect((await call('PUT', '/todoitem/close', { todoId: open.todoId, note: 'test relay' })).status).toBe(200);
    const before = await badge(operator);
    const foreignBefore = (await todos({}, operator)).total;
    portal.app.telemetry.events.raise(serious(psId, d.equipId, d.collectId, Date.now()));
    await portal.app.telemetry.events.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await badge(operator)).toBe(before + 1);
    const item = (await todos({ psId, isHandle: 0 }, operator)).rows.find((r: any) => r.level === 3);
    expect(item).toMatchObject({ psId, title: 'Box transformer 9: Gas relay alarm raised', assigneeId: null });

    // The same point again: no second item, one more line in its history.
    portal.app.telemetry.events.raise({ ...serious(psId, d.equipId, d.collectId, Date.now() + 1), action: EVENT_ACTION.vanish });
    portal.app.telemetry.events.raise(serious(psId, d.equipId, d.collectId, Date.now() + 2));
    await portal.app.telemetry.events.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await badge(operator)).toBe(before + 1);
    const history = (await call('GET', `/todoitem/history?todoId=${item.todoId}`, undefined, operator)).body.data;
    expect(history.map((h: any) => h.step)).toEqual(['raised', 'recurred']);
    // Its history reads the alarm in the reader's language, as the item's title does.
    const zh = { 'content-language': 'zh' };
    const zhHistory = (
      await portal.call({ method: 'GET', url: `/prod-api/todoitem/history?todoId=${item.todoId}`, token: operator, headers: zh })
    ).body.data;
    const zhItem = (
      await portal.call({
        method: 'POST',
        url: '/prod-api/todoitem/list',
        payload: { psId, isHandle: 0 },
        token: operator,
        headers: zh,
      })
    ).body.rows.find((r: any) => r.todoId === item.todoId);
    expect(zhItem.title).toMatch(/[\u4e00-\u9fff]/);
    expect(zhHistory[0].note).toBe(zhItem.title);

    // A serious alarm of a station the operator cannot see raises an item only the admin sees.
    const cn = device('CN-PV-001', 'XB');
    portal.app.telemetry.events.raise(serious(cn.psId, cn.d.equipId, cn.d.collectId, Date.now()));
    await portal.app.telemetry.events.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await badge(operator)).toBe(before + 1);
    expect((await todos({}, operator)).total).toBe(foreignBefore + 1);
    const cnItem = (await todos({ psId: cn.psId }, admin)).rows[0];
    expect((await call('PUT', '/todoitem/handle', { todoId: cnItem.todoId, note: 'x' }, operator)).status).toBe(404);
  });

  it('an item made by hand is assigned, handled with a note and closed, and its history says so', async () => {
    const psId = ids['DE-PV-012']!;
    const people = (await call('GET', `/todoitem/assignees?psId=${psId}`, undefined, admin)).body.data;
    const op = people.find((u: any) => u.userName === 'operator');
    expect(op).toBeDefined();
    // Someone who cannot see the station cannot be given its work.
    const cnPeople = (await call('GET', `/todoitem/assignees?psId=${ids['CN-PV-001']}`, undefined, admin)).body.data;
    expect(cnPeople.some((u: any) => u.userName === 'operator')).toBe(false);
    expect((await call('POST', '/todoitem', { title: 'x', psId: ids['CN-PV-001'], assigneeId: op.userId })).status).toBe(400);

    const before = await badge(operator);
    const made = await call('POST', '/todoitem', { title: 'Clean the pyranometer', content: 'Dust after the storm', psId });
    const todoId = made.body.data.todoId;
    expect(await badge(operator)).toBe(before + 1);
    expect((await call('PUT', '/todoitem/assign', { todoId, assigneeId: op.userId }, admin)).status).toBe(200);
    expect((await call('PUT', '/todoitem/handle', { todoId, note: ' ' }, operator)).status).toBe(400);
    expect((await call('PUT', '/todoitem/handle', { todoId, note: 'Cleaned, reading normal' }, operator)).status).toBe(200);
    expect(await badge(operator)).toBe(before);
    expect((await call('PUT', '/todoitem/handle', { todoId, note: 'again' }, operator)).status).toBe(400);
    expect((await call('PUT', '/todoitem/close', { todoId }, admin)).status).toBe(200);
    const history = (await call('GET', `/todoitem/history?todoId=${todoId}`, undefined, operator)).body.data;
    expect(history.map((h: any) => [h.step, h.userName, h.note])).toEqual([
      ['created', 'admin', null],
      ['assigned', 'admin', op.nickName],
      ['handled', 'operator', 'Cleaned, reading normal'],
      ['closed', 'admin', null],
    ]);
    const closed = (await todos({ isHandle: 2 }, operator)).rows.find((r: any) => r.todoId === todoId);
    expect(closed).toMatchObject({ title: 'Clean the pyranometer', content: 'Dust after the storm', assigneeName: op.nickName });
  });

  it('an open browser hears a new alarm at once over the event stream', async () => {
    const address = await listening();
    const abort = new AbortController();
    const response = await fetch(`${address}/prod-api/event/stream`, {
      headers: { authorization: `Bearer ${operator}`, 'content-language': 'en' },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const { psId, d } = device('DE-PV-012', 'XB');
    const cn = device('CN-PV-001', 'XB');
    const sent = Date.now();
    portal.app.telemetry.events.raise(serious(cn.psId, cn.d.equipId, cn.d.collectId, sent));
    portal.app.telemetry.events.raise({
      ...serious(psId, d.equipId, d.collectId, sent),
      content_params: JSON.stringify({ device: 'Pushed' }),
    });
    await portal.app.telemetry.events.flush();
    let text = '';
    while (!text.includes('event: alarm')) text += new TextDecoder().decode((await reader.read()).value);
    const alarm = JSON.parse(text.split('event: alarm\ndata: ')[1]!.split('\n')[0]!);
    expect(alarm).toMatchObject({ psId, equipName: 'Pushed', level: 3 });
    // The operator's stream carries nothing of the station the operator cannot see.
    expect(text).not.toMatch(new RegExp(`"psId":${cn.psId}[,}]`));
    expect(Date.now() - sent).toBeLessThan(2000);
    abort.abort();
  });

  it("a browser's alarm stream closes within a second of signing out", async () => {
    const token = await portal.login('operator');
    const { text, closedAfterMs } = await readStreamPastSignOut(await listening(), token, async () => {
      expect((await call('POST', '/logout', undefined, token)).status).toBe(200);
    });
    expect(text).toContain('event: signedOut');
    expect(closedAfterMs).toBeLessThan(1000);
  }, 5_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startPeer, type Portal, psIdsByCode } from './harness';
import { PREPARED_STORE_TIMEOUT_MS, startPortalWithHistory } from './preparedStores';

describe.each(backends)('quota recalculation slots on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    portal = await startPortalWithHistory(backend, 2.2);
    [admin, gadmin] = await Promise.all([portal.login('admin'), portal.login('gadmin')]);
    Object.assign(ids, await psIdsByCode(portal));
  }, PREPARED_STORE_TIMEOUT_MS);
  afterAll(() => portal.close());

  const recalculate = (token: string, psId: number, on = portal) =>
    on
      .call({
        method: 'POST',
        url: '/prod-api/indicator/recalculate',
        token,
        headers: { 'accept-language': 'en' },
        payload: { psId, period: 'year', date: new Date().toISOString().slice(0, 4) },
      })
      .then((r) => r.body);
  const status = (token: string, psId: number, on = portal) =>
    on.call({ method: 'GET', url: `/prod-api/indicator/recalculate?psId=${psId}`, token }).then((r) => r.body);
  const nameOf = (psId: number) => portal.app.telemetry.registry.stations.get(psId)!.psName;

  it("two group administrators' plants recalculate at once; a second job of the same plant is refused naming only that plant", async () => {
    const chinese = ids['CN-PV-001']!;
    const european = ids['DE-PV-011']!;
    const [theirs, ours, again] = await Promise.all([
      recalculate(admin, european),
      recalculate(gadmin, chinese),
      recalculate(gadmin, chinese),
    ]);
    expect(theirs).toMatchObject({ code: 200, data: { psId: european } });
    const [won, refused] = ours.code === 200 ? [ours, again] : [again, ours];
    expect(won).toMatchObject({ code: 200, data: { psId: chinese, startedBy: 'gadmin' } });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('already running');
    expect(refused.msg).toContain(nameOf(chinese));
    expect(refused.msg).not.toContain(nameOf(european));

    // While gadmin's job runs, admin's second request for it names the plant, not who started it.
    const adminAgain = await recalculate(admin, chinese);
    if (adminAgain.code === 409) expect(adminAgain.msg).not.toContain('gadmin');
    // gadmin cannot read the European job, nor learn of it through the newest job he sees.
    expect((await status(gadmin, european)).code).toBe(404);
    const newest = await portal.call({ method: 'GET', url: '/prod-api/indicator/recalculate', token: gadmin });
    expect(newest.body.data?.psId).toBe(chinese);

    await portal.app.recalculation.settled();
    for (const psId of [chinese, european]) {
      const done = (await status(admin, psId)).data;
      expect(done).toMatchObject({ psId, state: 'completed' });
      expect(done.done).toBe(done.days);
    }
  }, 120_000);

  it('a third plant asked while two compute waits its turn instead of being refused, and then completes', async () => {
    await portal.app.recalculation.settled();
    const plants = ['CN-PV-001', 'DE-PV-011', 'DE-PV-012'].map((code) => ids[code]!);
    const answers = await Promise.all(plants.map((psId) => recalculate(admin, psId)));
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.data.state)).toEqual(['running', 'running', 'queued']);
    await portal.app.recalculation.settled();
    for (const psId of plants) expect((await status(admin, psId)).data.state).toBe('completed');
  }, 120_000);

  it('a job a killed process left running is reported interrupted after a start, and can be run again', async () => {
    const psId = ids['CN-PV-001']!;
    const now = Date.now();
    await portal.app.db.deleteFrom('quota_recalculation').where('ps_id', '=', psId).execute();
    await portal.app.db
      .insertInto('quota_recalculation')
      .values({
        ps_id: psId,
        ps_name: nameOf(psId),
        day_from: '2026-01-01',
        day_to: '2026-01-31',
        days: 31,
        done: 12,
        state: 'running',
        started_by: 'gadmin',
        started_at: now - 60_000,
        finished_at: null,
        node_id: 'a-killed-process',
        // Fresh: the process died a moment ago, so only the restart can tell it is gone.
        heartbeat_at: now - 1_000,
        cancel_requested: 0,
      })
      .execute();
    const restarted = await startPeer(portal);
    try {
      const token = await restarted.login('gadmin');
      const reported = await status(token, psId, restarted);
      expect(reported.data).toMatchObject({ psId, state: 'interrupted', done: 12, days: 31 });
      expect(reported.data.finishedAt).toBeGreaterThanOrEqual(now);
      const rerun = await recalculate(token, psId, restarted);
      expect(rerun).toMatchObject({ code: 200, data: { psId, startedBy: 'gadmin' } });
      await restarted.app.recalculation.settled();
      expect((await status(token, psId, restarted)).data.state).toBe('completed');
    } finally {
      await restarted.close();
    }
  }, 120_000);
});

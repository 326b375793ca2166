import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  /** Keeps these plants' jobs at their start (their slot taken) until released, or until `count` have arrived. */
  function holdStarts(psIds: number[], count = Infinity) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let arrived = 0;
    const { quotas } = portal.app;
    const daysWithData = quotas.daysWithData.bind(quotas);
    const spy = vi.spyOn(quotas, 'daysWithData').mockImplementation(async (station, from, to) => {
      if (psIds.includes(station.psId)) {
        if (++arrived >= count) open();
        await gate;
      }
      return daysWithData(station, from, to);
    });
    return {
      release() {
        open();
        spy.mockRestore();
      },
    };
  }

  it("two group administrators' plants recalculate at once; a second job of the same plant is refused naming only that plant", async () => {
    const chinese = ids['CN-PV-001']!;
    const european = ids['DE-PV-011']!;
    // The Chinese job waits at its start until the second request has been answered: with two days of history it
    // could otherwise end before the second request reaches the slot, and rightly win it.
    const held = holdStarts([chinese]);
    const theirs = recalculate(admin, european);
    const twice = [recalculate(gadmin, chinese), recalculate(gadmin, chinese)];
    const refused = await Promise.race(twice);
    // While gadmin's job runs, admin's request for it names the plant, not who started it.
    const adminAgain = await recalculate(admin, chinese);
    held.release();
    const won = (await Promise.all(twice)).find((answer) => answer !== refused)!;
    expect(await theirs).toMatchObject({ code: 200, data: { psId: european } });
    expect(won).toMatchObject({ code: 200, data: { psId: chinese, startedBy: 'gadmin' } });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('already running');
    expect(refused.msg).toContain(nameOf(chinese));
    expect(refused.msg).not.toContain(nameOf(european));
    expect(adminAgain.code).toBe(409);
    expect(adminAgain.msg).toContain(nameOf(chinese));
    expect(adminAgain.msg).not.toContain('gadmin');
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
    // No job ends before all three have taken their turn or place in the queue.
    const held = holdStarts(plants, plants.length);
    const answers = await Promise.all(plants.map((psId) => recalculate(admin, psId)));
    held.release();
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

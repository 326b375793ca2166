import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startPortal, type Portal } from './harness';
import { loadEntities } from '../../server/entities/entityFiles';
import { syncStore } from '../../server/db/storeSync';

/** Who owns what: labels belong to their owner (or his group), shared point tables and a channel's points. */
describe.each(backends)('ownership on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let partner: string;
  let ids: Record<string, number>;
  /** The plants each demo user may see, by department. */
  let nordic: Set<number>;
  let china: Set<number>;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    [admin, gadmin, partner] = await Promise.all([portal.login('admin'), portal.login('gadmin'), portal.login('partner')]);
    const rows = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code', 'dept_id']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.ps_code!, r.ps_id]));
    nordic = new Set(rows.filter((r) => r.dept_id === 2).map((r) => r.ps_id));
    china = new Set(rows.filter((r) => r.dept_id === 3).map((r) => r.ps_id));
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, language = 'en-US') =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': language } });
  const labels = async (token: string) => (await call('GET', '/user/labeling/list?pageSize=500', token)).body.rows as any[];
  const kasso = () => ids['DK-PV-016']!;

  it('a partner sees none of the administrator’s private labels and no plant of another group on any label', async () => {
    const board = await call('POST', '/user/labeling', admin, {
      tagName: 'Board review',
      psIds: [ids['CN-PV-001'], ids['DE-PV-011'], kasso()],
    });
    const boardId = board.body.data.tagId;
    const seen = await labels(partner);
    expect(seen.map((l) => l.tagName)).not.toContain('Board review');
    expect(seen.flatMap((l) => l.psIds).filter((psId: number) => !nordic.has(psId))).toEqual([]);
    // The European plants' labels are shared with the whole region: each reader finds his own plants on them.
    expect(seen.find((l) => l.tagName === 'Utility scale')?.psIds).toEqual([kasso()]);
    expect((await call('GET', `/user/labeling/${boardId}`, partner)).status).toBe(404);
    expect((await call('GET', '/ui/options/label', partner)).body.data.map((o: any) => o.value)).not.toContain(boardId);
    // The navigator's label filter answers nothing through a label its reader may not see.
    const search = await call('GET', `/info/powerStation/psAdvanceSearch?tagIds=${boardId}`, partner);
    expect(search.body).toMatchObject({ code: 200, total: 0 });
    const map = await call('POST', '/monitor/fleetMapStations', partner, { tagIds: String(boardId) });
    expect(map.body.data).toEqual([]);
    expect((await call('GET', `/info/powerStation/psAdvanceSearch?tagIds=${boardId}`, admin)).body.total).toBe(3);
  });

  it('a group administrator cannot change or remove the administrator’s label, and it stays', async () => {
    const made = await call('POST', '/user/labeling', admin, {
      tagName: '集团巡检',
      psIds: [ids['CN-PV-001'], ids['DE-PV-011']],
      shared: 1,
    });
    const tagId = made.body.data.tagId;
    const seen = (await labels(gadmin)).find((l) => l.tagId === tagId);
    expect(seen.psIds).toEqual([ids['CN-PV-001']]);
    expect(seen.psIds.every((psId: number) => china.has(psId))).toBe(true);
    const removed = await call('DELETE', '/user/labeling/remove', gadmin, { ids: [tagId] });
    expect(removed.status).toBe(403);
    expect(removed.body.msg).toBe('Only its owner or an administrator may change this entry');
    const edited = await call('PUT', '/user/labeling', gadmin, { tagId, tagName: 'Mine now', psIds: [] }, 'de');
    expect(edited.status).toBe(403);
    expect(edited.body.msg).toBe('Nur der Eigentümer oder ein Administrator darf diesen Eintrag ändern');
    expect((await call('GET', `/user/labeling/${tagId}`, admin)).body.data).toMatchObject({
      tagName: '集团巡检',
      psIds: [ids['CN-PV-001'], ids['DE-PV-011']].sort((a, b) => a! - b!),
    });
  });

  it('the label list marks the labels a reader may not change, so his page offers no edit or delete', async () => {
    const mine = (await labels(gadmin)).find((l) => l.tagName === '荒漠运维');
    const theirs = (await labels(partner)).find((l) => l.tagName === 'Utility scale');
    expect(mine.locked).toBeUndefined();
    expect(theirs.locked).toBe(true);
    expect((await labels(admin)).some((l) => l.locked)).toBe(false);
  });

  it('a label shared with a group keeps the plants its editor cannot see', async () => {
    const golmud = ids['CN-PV-001']!;
    const dunhuang = ids['CN-PV-002']!;
    const created = await call('POST', '/user/labeling', gadmin, { tagName: 'Dust watch', psIds: [golmud], shared: 1 });
    expect(created.body.code).toBe(200);
    const tagId = created.body.data.tagId;
    expect((await call('GET', `/user/labeling/${tagId}`, gadmin)).body.data).toMatchObject({ shared: 1, psIds: [golmud] });
    // Shared with ChinaRegion: the Nordic partner is not in it.
    expect((await call('GET', `/user/labeling/${tagId}`, partner)).status).toBe(404);
    const meuro = ids['DE-PV-011']!;
    await call('PUT', '/user/labeling', admin, { tagId, tagName: 'Dust watch', psIds: [golmud, meuro], shared: 1 });
    expect((await call('GET', `/user/labeling/${tagId}`, gadmin)).body.data.psIds).toEqual([golmud]);
    const edit = await call('PUT', '/user/labeling', gadmin, { tagId, tagName: 'Dust and sand', psIds: [dunhuang], shared: 1 });
    expect(edit.body.code).toBe(200);
    expect((await call('GET', `/user/labeling/${tagId}`, admin)).body.data.psIds.sort()).toEqual([dunhuang, meuro].sort());
    expect((await call('PUT', '/user/labeling', gadmin, { tagId, tagName: 'X', psIds: [meuro] })).status).toBe(404);
    expect((await call('DELETE', '/user/labeling/remove', gadmin, { ids: [tagId] })).body.code).toBe(200);
    expect(await portal.app.db.selectFrom('tag_station').select('ps_id').where('tag_id', '=', tagId).execute()).toEqual([]);
  });

  it('a point table that a European device uses is read-only to the China group administrator', async () => {
    const used = await portal.app.db
      .selectFrom('equipment')
      .select('point_config_id')
      .where('ps_id', '=', ids['DE-PV-011']!)
      .where('point_config_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const configId = used.point_config_id!;
    const config = (await call('GET', `/info/pointConfig/${configId}`, gadmin)).body.data;
    const edit = await call('PUT', '/info/pointConfig', gadmin, { ...config, remark: 'China only' });
    expect(edit.status).toBe(403);
    expect(edit.body.msg).toBe('This entry is also used outside your groups (Devices): only an administrator may change it');
    expect((await call('DELETE', '/info/pointConfig/remove', gadmin, { ids: [configId] })).status).toBe(403);
    const [point] = (await call('GET', `/info/pointDef/list?pointConfigId=${configId}`, gadmin)).body.rows;
    expect((await call('PUT', '/info/pointDef', gadmin, { ...point, description: 'Renamed' })).status).toBe(403);
    expect((await call('DELETE', '/info/pointDef/remove', gadmin, { ids: [point.pointId] })).status).toBe(403);
    const added = await call('POST', '/info/pointDef', gadmin, {
      pointConfigId: configId,
      pointCode: 'EXTRA',
      dbCode: 'extra',
      description: 'Extra',
      pointType: 'YC',
    });
    expect(added.status).toBe(403);
    expect(config.locked).toBe(true);
    expect((await call('GET', `/info/pointDef/list?pointConfigId=${configId}`, gadmin)).body.rows[0].locked).toBe(true);
    expect((await call('GET', `/info/pointConfig/${configId}`, admin)).body.data.remark).toBe(config.remark);
    expect((await call('PUT', '/info/pointConfig', admin, { ...config, remark: 'Fleet-wide' })).body.code).toBe(200);
  });

  it('a point table devices still use is not removed from under them, not even by an administrator', async () => {
    const { point_config_id: configId } = await portal.app.db
      .selectFrom('equipment')
      .select('point_config_id')
      .where('point_config_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const users = await portal.app.db
      .selectFrom('equipment')
      .select('equip_id')
      .where('point_config_id', '=', configId)
      .execute();
    const refused = await call('DELETE', '/info/pointConfig/remove', admin, { ids: [configId] });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`Still in use by Devices (${users.length}): change or remove those first`);
    expect((await call('GET', `/info/pointConfig/${configId}`, admin)).status).toBe(200);
    expect((await call('GET', `/info/pointDef/list?pointConfigId=${configId}`, admin)).body.total).toBeGreaterThan(0);
  });

  it('a group administrator keeps creating and editing point tables his own devices use', async () => {
    const created = await call('POST', '/info/pointConfig', gadmin, {
      equipType: 'ZCNBQ',
      modelName: 'Golmud 250K',
      historyMinutes: 5,
    });
    const configId = created.body.data.pointConfigId;
    const golmudDevice = await portal.app.db
      .selectFrom('equipment')
      .select('equip_id')
      .where('ps_id', '=', ids['CN-PV-001']!)
      .executeTakeFirstOrThrow();
    await portal.app.db
      .updateTable('equipment')
      .set({ point_config_id: configId })
      .where('equip_id', '=', golmudDevice.equip_id)
      .execute();
    const config = (await call('GET', `/info/pointConfig/${configId}`, gadmin)).body.data;
    expect((await call('PUT', '/info/pointConfig', gadmin, { ...config, remark: 'China only' })).body.code).toBe(200);
    const point = { pointConfigId: configId, pointCode: 'P', dbCode: 'p', description: 'Power', pointType: 'YC' };
    expect((await call('POST', '/info/pointDef', gadmin, point)).body.code).toBe(200);
  });

  it('a store from before labels were shared keeps its labels, private to their creators', async () => {
    const label = loadEntities('schemas').find((d) => d.name === 'label')!;
    const db = portal.app.db as any;
    await db.schema
      .createTable('legacy_tag')
      .addColumn('tag_id', 'integer', (c: any) => c.primaryKey())
      .addColumn('tag_name', 'text', (c: any) => c.notNull())
      .addColumn('user_id', 'integer', (c: any) => c.notNull())
      .addColumn('is_effective', 'integer', (c: any) => c.notNull().defaultTo(1))
      .addColumn('remark', 'text')
      .addColumn('created_at', 'bigint', (c: any) => c.notNull())
      .execute();
    await db.insertInto('legacy_tag').values({ tag_id: 1, tag_name: 'Old', user_id: 1, created_at: 1 }).execute();
    await syncStore(portal.app.db, portal.app.dialect, [{ ...label, table: 'legacy_tag' }]);
    expect(await db.selectFrom('legacy_tag').select(['tag_name', 'shared']).execute()).toEqual([{ tag_name: 'Old', shared: 0 }]);
  });

  it('deleting a channel deletes its channel points with it, and a point table its points', async () => {
    const channelId = (
      await call('POST', '/info/channel', admin, {
        psId: ids['DE-PV-011'],
        channelName: 'Logger',
        param: '127.0.0.1:1505',
        address: 1,
      })
    ).body.data.channelId;
    for (const [pointCode, register] of [
      ['P', 30775],
      ['Q', 30805],
    ] as const)
      expect(
        (
          await call('POST', '/info/channelPoint', admin, {
            channelId,
            pointType: 'YC',
            equipType: 'ZCNBQ',
            collectId: 1,
            pointCode,
            register,
            functionCode: 4,
          })
        ).body.code,
      ).toBe(200);
    expect((await call('DELETE', '/info/channel/remove', admin, { ids: [channelId] })).body.code).toBe(200);
    const left = await portal.app.db.selectFrom('channel_point').select('cp_id').where('channel_id', '=', channelId).execute();
    expect(left).toEqual([]);
    const configId = (
      await call('POST', '/info/pointConfig', admin, { equipType: 'ZCNBQ', modelName: 'Spare 50K', historyMinutes: 5 })
    ).body.data.pointConfigId;
    const point = { pointConfigId: configId, pointCode: 'P', dbCode: 'p', description: 'Power', pointType: 'YC' };
    expect((await call('POST', '/info/pointDef', admin, point)).body.code).toBe(200);
    expect((await call('DELETE', '/info/pointConfig/remove', admin, { ids: [configId] })).body.code).toBe(200);
    const points = await portal.app.db
      .selectFrom('point_def')
      .select('point_id')
      .where('point_config_id', '=', configId)
      .execute();
    expect(points).toEqual([]);
  });
});

describe.each(backends)('references between plants on %s', (backend) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
  });
  afterAll(() => portal.close());

  const deviceOf = async (code: string, equipType: string) =>
    portal.app.db
      .selectFrom('equipment')
      .innerJoin('power_station', 'power_station.ps_id', 'equipment.ps_id')
      .select(['equip_id', 'equipment.ps_id'])
      .where('ps_code', '=', code)
      .where('equip_type', '=', equipType)
      .orderBy('equip_id')
      .executeTakeFirstOrThrow();
  const edit = async (token: string, equipId: number, change: object) => {
    const row = (await portal.call({ method: 'GET', url: `/prod-api/info/equipment/${equipId}`, token })).body.data;
    const body = Object.fromEntries(Object.entries({ ...row, ...change }).filter(([, v]) => v !== null));
    delete body.locked;
    return portal.call({
      method: 'PUT',
      url: '/prod-api/info/equipment',
      token,
      payload: body,
      headers: { 'accept-language': 'en' },
    });
  };

  it('a combiner box hangs only under an inverter its writer sees, of its own plant', async () => {
    const [gadmin, admin, operator] = (await Promise.all(['gadmin', 'admin', 'operator'].map((u) => portal.login(u)))) as [
      string,
      string,
      string,
    ];
    const box = await deviceOf('CN-PV-001', 'HLX');
    const german = await deviceOf('DE-PV-011', 'JZNBQ');
    const otherChinese = await portal.app.db
      .selectFrom('equipment')
      .select('equip_id')
      .where('ps_id', '!=', box.ps_id)
      .where('ps_id', 'in', portal.app.db.selectFrom('power_station').select('ps_id').where('dept_id', '=', 3))
      .where('equip_type', 'in', ['JZNBQ', 'ZCNBQ'])
      .executeTakeFirstOrThrow();
    const parentBefore = (
      await portal.app.db
        .selectFrom('equipment')
        .select('parent_id')
        .where('equip_id', '=', box.equip_id)
        .executeTakeFirstOrThrow()
    ).parent_id;

    const hidden = await edit(gadmin, box.equip_id, { parentId: german.equip_id });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ field: 'parentId', msg: expect.stringContaining('outside your scope') });
    const elsewhere = await edit(gadmin, box.equip_id, { parentId: otherChinese.equip_id });
    expect(elsewhere.body).toMatchObject({ code: 400, field: 'parentId', msg: expect.stringContaining('another plant') });
    // Not even the administrator, who sees both plants.
    expect((await edit(admin, box.equip_id, { parentId: german.equip_id })).body).toMatchObject({ code: 400, field: 'parentId' });
    const stored = await portal.app.db
      .selectFrom('equipment')
      .select('parent_id')
      .where('equip_id', '=', box.equip_id)
      .executeTakeFirstOrThrow();
    expect(stored.parent_id).toBe(parentBefore);

    // The German inverter's boxes, as the operator reads them, hold none of the Chinese plant's.
    const boxes = await portal.call({
      method: 'POST',
      url: '/prod-api/monitor/nbqRealData/hlxData',
      token: operator,
      payload: { psId: german.ps_id, equipId: german.equip_id },
    });
    expect(boxes.body.data.hlxDcis.map((b: { equipId: number }) => b.equipId)).not.toContain(box.equip_id);
    expect((await edit(gadmin, box.equip_id, { parentId: parentBefore })).status).toBe(200);
  });
});

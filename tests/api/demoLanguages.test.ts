import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psIdsByCode, startPortal, type Portal } from './harness';

const HAN = /^[\p{Script=Han}（）()%°，、=\d\s]+$/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The demo speaks each station's language where it is ours to name (labels, tariff periods, to-do items), and
 * what the system names (station parameters, tariff period kinds) reads in the reader's language.
 */
describe('the demo in each station’s and each reader’s language', () => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let operator: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    portal = await startPortal('sqlite', { simulate: false });
    [admin, gadmin, operator] = await Promise.all([portal.login('admin'), portal.login('gadmin'), portal.login('operator')]);
    ids = await psIdsByCode(portal);
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, language: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': language } });
  const rows = async (url: string, token: string, language: string) =>
    (await call('GET', url, token, language)).body.rows as any[];

  it('the Chinese plants’ labels are Chinese, the European plants’ are English, and each group sees its own', async () => {
    const china = new Set(
      Object.entries(ids)
        .filter(([code]) => code.startsWith('CN-'))
        .map(([, id]) => id),
    );
    const all = await rows('/user/labeling/list?pageSize=500', admin, 'zh-CN');
    const onChinese = all.filter((l) => l.psIds.some((psId: number) => china.has(psId)));
    expect(onChinese.map((l) => l.tagName)).toContain('水面漂浮');
    for (const label of onChinese) expect(label.tagName).toMatch(HAN);
    for (const label of all.filter((l) => !onChinese.includes(l))) expect(label.tagName).toMatch(LATIN);
    const seenInChina = await rows('/user/labeling/list?pageSize=500', gadmin, 'zh-CN');
    expect(seenInChina.length).toBeGreaterThan(0);
    for (const label of seenInChina) expect(label.tagName).toMatch(HAN);
    for (const label of await rows('/user/labeling/list?pageSize=500', operator, 'en-US')) expect(label.tagName).not.toMatch(HAN);
  });

  it('tariff periods named after their kind read in the reader’s language, on a Chinese and a Polish plant alike', async () => {
    for (const prefix of ['CN-ES-', 'PL-PVES-']) {
      const psId = Object.entries(ids).find(([code]) => code.startsWith(prefix))![1];
      const names = async (language: string) =>
        (await rows(`/info/tariff/list?psId=${psId}&pageSize=50`, admin, language)).map((r) => r.periodName).sort();
      expect(await names('zh-CN')).toEqual(['峰时段', '平时段', '谷时段'].sort());
      expect(await names('en-US')).toEqual(['Peak', 'Shoulder', 'Valley']);
    }
  });

  it('station parameters the portal named read in the reader’s language; a name given by hand stays as given', async () => {
    const golmud = ids['CN-PV-001']!;
    const list = (language: string) => rows(`/info/psParam/list?psId=${golmud}&pageSize=50`, admin, language);
    const zh = await list('zh-CN');
    expect(zh.find((p) => p.paramCode === 'hlx_branch_num')?.paramName).toBe('汇流箱支路数');
    for (const p of zh) expect(p.paramName).toMatch(HAN);
    const en = await list('en-US');
    expect(en.find((p) => p.paramCode === 'module_tilt')?.paramName).toBe('Module tilt (°)');
    const tilt = zh.find((p) => p.paramCode === 'module_tilt')!;
    // Saved back from a Chinese form, the name is still the portal's: an English reader reads it in English.
    expect((await call('PUT', '/info/psParam', admin, 'zh-CN', { ...tilt, paramValue: '30' })).body.code).toBe(200);
    expect((await list('en-US')).find((p) => p.paramCode === 'module_tilt')?.paramName).toBe('Module tilt (°)');
    const renamed = { ...tilt, paramName: '东区组件倾角', paramValue: '30' };
    expect((await call('PUT', '/info/psParam', admin, 'zh-CN', renamed)).body.code).toBe(200);
    expect((await list('en-US')).find((p) => p.paramCode === 'module_tilt')?.paramName).toBe('东区组件倾角');
  });

  it('a point table’s points and a channel’s points read in the reader’s language', async () => {
    const config = await portal.app.db
      .selectFrom('point_config')
      .select('point_config_id')
      .where('equip_type', '=', 'JZNBQ')
      .executeTakeFirstOrThrow();
    const points = (language: string) =>
      rows(`/info/pointDef/list?pointConfigId=${config.point_config_id}&pageSize=200`, admin, language);
    const [zh, en] = [await points('zh-CN'), await points('en-US')];
    expect(zh.length).toBeGreaterThan(5);
    expect(zh.filter((p) => !/\p{Script=Han}/u.test(p.description)).map((p) => p.description)).toEqual([]);
    expect(en.filter((p) => /\p{Script=Han}/u.test(p.description)).map((p) => p.description)).toEqual([]);
  });

  it('the to-do items of a Chinese plant are Chinese, those of the Europe operator’s plant English', async () => {
    const items = (await call('POST', '/todoitem/list', admin, 'zh-CN', { pageSize: 50 })).body.rows as any[];
    const chinese = items.filter((i) => i.psId === ids['CN-PV-001']);
    expect(chinese.length).toBe(3);
    for (const item of chinese) expect(item.title).toMatch(HAN);
    const own = (await call('POST', '/todoitem/list', operator, 'en-US', { pageSize: 50 })).body.rows as any[];
    expect(own.length).toBe(3);
    for (const item of own) expect(item.title).not.toMatch(HAN);
  });
});

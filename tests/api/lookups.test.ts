import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './harness';
import { loadEntities } from '../../server/entities/entityFiles';
import { holds, type Permission } from '../../shared/permissions';

const ROLES = ['admin', 'gadmin', 'operator', 'partner'] as const;
const ENTITIES = loadEntities('schemas');

/**
 * Every look-up an information page needs (the names of the rows its fields refer to) answers whoever may open
 * the page, with names, within the reader's own scope.
 */
describe('look-ups of the information pages, per role', () => {
  let portal: Portal;
  const tokens: Record<string, string> = {};
  const permissions: Record<string, string[]> = {};

  beforeAll(async () => {
    portal = await startPortal('sqlite', { simulate: false });
    for (const role of ROLES) {
      tokens[role] = await portal.login(role);
      const info = (await get('/reception/getInfo', role)).body;
      permissions[role] = info.permissions ?? info.data.permissions;
    }
  });
  afterAll(() => portal.close());

  const get = (url: string, role: string) =>
    portal.call({ method: 'GET', url: `/prod-api${url}`, token: tokens[role], headers: { 'content-language': 'en-US' } });

  it.each(ROLES)('%s reads the names of every reference on the pages it may list', async (role) => {
    let checked = 0;
    for (const def of ENTITIES) {
      if (!holds(permissions[role]!, `${def.permission}:list` as Permission)) continue;
      for (const [field, f] of Object.entries(def.fields)) {
        // Plant names come from the user's own plant list (psListByUser), not from the options route.
        if (!f.ref || f.ref === 'powerStation' || f.ref === def.name) continue;
        const answer = await get(`/ui/options/${f.ref}`, role);
        expect(answer.status, `${role}: ${def.name}.${field} → ${f.ref}`).toBe(200);
        for (const choice of answer.body.data) expect(typeof choice.label).toBe('string');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it.each(ROLES)('%s sees a group name for every plant of Information → Plants', async (role) => {
    const plants = (await get('/info/powerStation/list?pageSize=500', role)).body.rows as { deptId: number }[];
    expect(plants.length).toBeGreaterThan(0);
    const groups = new Map(
      ((await get('/ui/options/group', role)).body.data as { value: number; label: string }[]).map((g) => [g.value, g.label]),
    );
    for (const p of plants) expect(groups.get(p.deptId), `group ${p.deptId}`).toEqual(expect.any(String));
  });

  it.each(ROLES)('%s’s labels name only plants of its own plant list', async (role) => {
    const mine = new Set(
      (
        (await portal.call({ method: 'POST', url: '/prod-api/info/powerStation/psListByUser', token: tokens[role] })).body
          .data as { psId: number }[]
      ).map((s) => s.psId),
    );
    const labels = (await get('/user/labeling/list?pageSize=100', role)).body.rows as { psIds: number[] }[];
    for (const label of labels) for (const psId of label.psIds) expect(mine.has(psId), `plant ${psId}`).toBe(true);
  });

  it('group names come with their parent, so the user form offers the plants of the chosen group and below', async () => {
    const groups = (await get('/ui/options/group', 'admin')).body.data as { value: number; parent: number }[];
    expect(groups.length).toBeGreaterThan(2);
    for (const g of groups) expect(typeof g.parent).toBe('number');
    const meta = (await get('/ui/entity/user', 'admin')).body.data;
    expect(meta.fields.psIds.within).toBe('deptId');
  });

  it('a look-up of an unknown entity answers a localized 404, not a 500', async () => {
    const answer = await get('/ui/options/nonexistent', 'operator');
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('The resource does not exist');
  });
});

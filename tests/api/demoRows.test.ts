import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './harness';
import { validateBody } from '../../server/entities/entityValidation';
import { bodySchema, keyField, type EntityDefinition } from '../../server/entities/definition';
import { ApiError } from '../../server/http/envelope';
import { translatorIn } from '../../server/http/language';

/** What the edit form sends back of a row it read (CrudPage): the fields of the update schema that hold a value. */
function formBody(def: EntityDefinition, row: Record<string, unknown>): Record<string, unknown> {
  const { properties } = bodySchema(def, 'update') as { properties: Record<string, unknown> };
  return Object.fromEntries(Object.entries(row).filter(([name, value]) => value !== null && name in properties));
}

describe('the demo store', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal('sqlite', { simulate: false });
  });
  afterAll(() => portal.close());

  it('holds only rows their own forms accept: every row of every entity, as an administrator reads it, passes its validation', async () => {
    const t = translatorIn('en');
    const admin = await portal.login('admin');
    const refused: string[] = [];
    let checked = 0;
    for (const def of portal.app.entities.definitions.values()) {
      const key = keyField(def);
      for (let pageNum = 1; ; pageNum++) {
        const url = `/prod-api${def.basePath}/list?pageSize=500&pageNum=${pageNum}`;
        const { rows } = (await portal.call({ method: 'GET', url, token: admin })).body as { rows: Record<string, unknown>[] };
        for (const row of rows) {
          checked++;
          try {
            validateBody(def, 'update', formBody(def, row), t);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            refused.push(`${def.name} ${row[key]}: ${error.field}: ${error.text ?? error.messageKey}`);
          }
        }
        if (rows.length < 500) break;
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('an administrator saves a demo station as it was read', async () => {
    const admin = await portal.login('admin');
    const { rows } = (await portal.call({ method: 'GET', url: '/prod-api/info/powerStation/list?pageSize=100', token: admin }))
      .body;
    expect(rows).toHaveLength(28);
    const station = portal.app.entities.definitions.get('powerStation')!;
    for (const row of rows) {
      const saved = await portal.call({
        method: 'PUT',
        url: '/prod-api/info/powerStation',
        token: admin,
        payload: formBody(station, row),
      });
      expect(saved.body, `${row.psCode}: ${saved.body.msg}`).toMatchObject({ code: 200 });
    }
  });
});

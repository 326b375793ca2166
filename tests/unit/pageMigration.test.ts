import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, migratePage } from '../../engine/pageSchema';
import { validatePage } from '../../engine/validatePage';

/** The inverter overview as it was stored before the inverter list answered in `data` (schemaVersion 1). */
const stored = JSON.parse(fs.readFileSync('tests/fixtures/pages/inverter-overview-v1.json', 'utf8')) as Record<string, any>;

describe('a page stored at schemaVersion 1', () => {
  const page = migratePage(stored) as Record<string, any>;

  it('loads at the current version and is still a valid page', () => {
    expect(stored.schemaVersion).toBe(1);
    expect(page.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(validatePage(page, 'inverter-overview-v1.json')).toEqual([]);
  });

  it('reads the inverter list from data now, so its bindings keep finding the inverters', () => {
    expect(stored.sources.list.dataPath).toBe('none');
    expect(page.sources.list).toEqual({
      api: 'GET /monitor/nbqRealData/list',
      params: { psId: '${plant.psId}' },
      poll: 'realtime',
    });
    expect(JSON.stringify(page.body)).toContain('${data.list.nbqDatas}');
  });

  it('leaves every other source as it was', () => {
    const { list: _old, ...others } = stored.sources;
    const { list: _new, ...migrated } = page.sources;
    expect(migrated).toEqual(others);
    expect(migratePage(page)).toEqual(page);
  });
});

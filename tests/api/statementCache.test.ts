import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { keepingStatements } from '../../server/db/statementCache';

describe('kept SQLite statements', () => {
  it('prepares a query text once and answers with fresh parameters each time', async () => {
    const file = new SQLite(':memory:');
    file.exec('create table station (id integer primary key, name text)');
    file.exec("insert into station values (1, 'Golmud'), (2, 'Zhangbei')");
    const prepare = vi.spyOn(file, 'prepare');
    const db = new Kysely<{ station: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: keepingStatements(file) }),
    });
    const nameOf = async (id: number) =>
      (await db.selectFrom('station').select('name').where('id', '=', id).executeTakeFirst())?.name;
    expect([await nameOf(1), await nameOf(2), await nameOf(1)]).toEqual(['Golmud', 'Zhangbei', 'Golmud']);
    expect(prepare).toHaveBeenCalledTimes(1);
    await db.updateTable('station').set({ name: 'Golmud II' }).where('id', '=', 1).execute();
    expect(await nameOf(1)).toBe('Golmud II');
    await db.destroy();
  });

  it('holds at most its limit of texts, dropping the least recently used', () => {
    const file = new SQLite(':memory:');
    const prepare = vi.spyOn(file, 'prepare');
    const kept = keepingStatements(file, 2);
    for (const n of [1, 2, 1, 3, 1, 2]) kept.prepare(`select ${n}`);
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    kept.close();
  });
});

import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { onePage, pagingProperties } from '../../server/http/pagination';

/** A query builder that only compiles: enough to read the limit and offset a page becomes. */
const db = new Kysely<{ station: { ps_id: number } }>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('paging a list', () => {
  it('page 3 of 20 rows skips the first 40 and takes 20', () => {
    const query = db
      .selectFrom('station')
      .selectAll()
      .orderBy('ps_id')
      .$call(onePage({ pageNum: 3, pageSize: 20 }))
      .compile();
    expect(query.sql).toMatch(/limit \? offset \?$/);
    expect(query.parameters).toEqual([20, 40]);
  });

  it('the first page skips nothing', () => {
    expect(
      db
        .selectFrom('station')
        .selectAll()
        .$call(onePage({ pageNum: 1, pageSize: 10 }))
        .compile().parameters,
    ).toEqual([10, 0]);
  });

  it("the request schema states the list's limits and defaults as plain JSON Schema", () => {
    const schema = JSON.parse(JSON.stringify(pagingProperties({ maxPageSize: 100, defaultPageSize: 10 })));
    expect(schema).toEqual({
      pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    });
    expect(pagingProperties({ maxPageSize: 200, defaultPageSize: 20, maxPageNum: 100_000 }).pageNum).toMatchObject({
      maximum: 100_000,
    });
  });
});

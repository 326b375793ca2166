import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startPortal, type Portal } from './harness';

/**
 * Every paged list of the portal, with the page sizes it allows and gives when none is asked for
 * (server/http/pagination.ts; each list states its limits beside its route).
 */
const LISTS = [
  { method: 'GET', url: '/info/powerStation/list', maxPageSize: 500, defaultPageSize: 10, maxPageNum: 1_000_000 },
  { method: 'GET', url: '/info/powerStation/psAdvanceSearch', maxPageSize: 500, defaultPageSize: 10, maxPageNum: 1_000_000 },
  { method: 'GET', url: '/user/collection/list', maxPageSize: 500, defaultPageSize: 20, maxPageNum: 1_000_000 },
  { method: 'GET', url: '/user/labeling/list', maxPageSize: 500, defaultPageSize: 20, maxPageNum: 1_000_000 },
  { method: 'POST', url: '/event/list', maxPageSize: 500, defaultPageSize: 20, maxPageNum: 1_000_000 },
  { method: 'POST', url: '/todoitem/list', maxPageSize: 200, defaultPageSize: 20, maxPageNum: 1_000_000 },
  { method: 'GET', url: '/office/notice/list', maxPageSize: 100, defaultPageSize: 10, maxPageNum: 1_000_000 },
  { method: 'GET', url: '/office/document/list', maxPageSize: 200, defaultPageSize: 20, maxPageNum: 100_000 },
] as const;

describe.each(backends)('paged lists on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    admin = await portal.login('admin');
  });
  afterAll(() => portal.close());

  /** Asks a list for a page: in the query string of a GET, in the body of a POST. */
  const ask = (list: (typeof LISTS)[number], paging: Record<string, number>) =>
    list.method === 'GET'
      ? portal.call({
          method: 'GET',
          url: `/prod-api${list.url}?${new URLSearchParams(Object.entries(paging).map(([k, v]) => [k, String(v)]))}`,
          token: admin,
        })
      : portal.call({ method: 'POST', url: `/prod-api${list.url}`, token: admin, payload: paging });

  it.each(LISTS)('$url gives its default page when none is asked for', async (list) => {
    const { status, body } = await ask(list, {});
    expect(status).toBe(200);
    expect(body.rows.length).toBe(Math.min(body.total, list.defaultPageSize));
    expect(body.pages).toBe(Math.ceil(body.total / list.defaultPageSize));
  });

  it.each(LISTS)('$url gives its largest page, and refuses a larger one naming pageSize', async (list) => {
    const largest = await ask(list, { pageSize: list.maxPageSize });
    expect(largest.status).toBe(200);
    expect(largest.body.rows.length).toBe(Math.min(largest.body.total, list.maxPageSize));
    const tooLarge = await ask(list, { pageSize: list.maxPageSize + 1 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ code: 400, field: 'pageSize' });
    expect((await ask(list, { pageSize: 0 })).body).toMatchObject({ code: 400, field: 'pageSize' });
  });

  it.each(LISTS)('$url counts pages from 1 up to its last page number', async (list) => {
    expect((await ask(list, { pageNum: 0 })).body).toMatchObject({ code: 400, field: 'pageNum' });
    expect((await ask(list, { pageNum: list.maxPageNum + 1 })).body).toMatchObject({ code: 400, field: 'pageNum' });
    const last = await ask(list, { pageNum: list.maxPageNum });
    expect(last.status).toBe(200);
    expect(last.body.rows).toEqual([]);
  });

  it('the stations go a page at a time: the second page holds the rows after the first', async () => {
    const list = LISTS[0];
    const both = (await ask(list, { pageNum: 1, pageSize: 4 })).body.rows.map((r: { psId: number }) => r.psId);
    const first = (await ask(list, { pageNum: 1, pageSize: 2 })).body;
    const second = (await ask(list, { pageNum: 2, pageSize: 2 })).body;
    expect(first.total).toBeGreaterThan(4);
    expect([...first.rows, ...second.rows].map((r: { psId: number }) => r.psId)).toEqual(both);
    expect(second.pages).toBe(Math.ceil(second.total / 2));
  });
});

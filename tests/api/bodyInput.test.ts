import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, PASSWORD, psIdsByCode, startPortal, type Portal } from './harness';
import { plausibleObject, typesOf, type Schema } from './fuzzInputs';

/** Rows per table: a refused request changes none of them. */
async function rowCounts(portal: Portal): Promise<Record<string, number>> {
  const schema = portal.config.databaseSchema;
  const tables = (await portal.app.db.introspection.getTables()).filter((t) => !schema || t.schema === schema);
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const row = await portal.app.db
      .selectFrom(t.name as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[t.name] = Number((row as { n: unknown }).n);
  }
  return counts;
}

const bodyProperties = (schema: unknown) =>
  ((schema as { body?: Schema } | undefined)?.body?.properties ?? {}) as Record<string, Schema>;

describe.each(backends)('request bodies are taken as sent on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  beforeAll(async () => {
    portal = await startPortal(backend);
    admin = await portal.login('admin');
  });
  afterAll(() => portal.close());

  const send = (method: string, url: string, payload: unknown) =>
    portal.call({
      method: method as 'POST',
      url,
      token: admin,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
  const routes = (method: string) => portal.app.routeTable.filter((r) => r.method === method && r.url.startsWith('/prod-api/'));

  it('every remove route refuses ids that are not a non-empty array of positive integers, and removes nothing', async () => {
    const removes = routes('DELETE');
    expect(removes.map((r) => r.url)).toContain('/prod-api/info/powerStation/remove');
    const before = await rowCounts(portal);
    for (const r of removes) {
      const arrays = Object.entries(bodyProperties(r.schema)).filter(([, s]) => typesOf(s).includes('array'));
      expect(arrays.length, `${r.url} declares its ids`).toBeGreaterThan(0);
      const bodies: unknown[] = [{}, { other: 1 }];
      for (const [name] of arrays)
        bodies.push(...[true, '1', [], {}, [0], [-1], [1.5], ['1'], [true], [1e20], null].map((ids) => ({ [name]: ids })));
      for (const body of bodies) {
        const { status, body: answer } = await send('DELETE', r.url, body);
        expect([status, answer.code], `${r.url} ${JSON.stringify(body)}`).toEqual([400, 400]);
      }
    }
    expect(await rowCounts(portal)).toEqual(before);
  });

  it('a remote command whose numbers are not JSON numbers is refused and neither selects, executes nor audits', async () => {
    const psId = (await psIdsByCode(portal))['CN-PV-001']!;
    const d = portal.app.telemetry.registry.devicesOf(psId).find((x) => x.equipType === 'JZNBQ')!;
    const point = (code: string) => `${psId}_${d.equipType}_${d.collectId}_${code}`;
    /** A body each remote command would carry out; every remote POST route needs one here. */
    const valid: Record<string, Record<string, unknown>> = {
      '/prod-api/remote/checkPassword': { passwd: PASSWORD },
      '/prod-api/remote/yk': { psId, point: point('OnOff'), value: 0, type: 0, passwd: PASSWORD },
      '/prod-api/remote/yt': { psId, point: point('PLimit'), value: 50, passwd: PASSWORD },
      '/prod-api/remote/ykApi': { psId, point: `${point('OnOff')}_stop`, passwd: PASSWORD },
    };
    const commands = routes('POST').filter((r) => r.url.startsWith('/prod-api/remote/'));
    expect(commands.map((r) => r.url).sort()).toEqual(Object.keys(valid).sort());
    const before = await rowCounts(portal);
    for (const r of commands) {
      for (const [name, s] of Object.entries(bodyProperties(r.schema))) {
        const types = typesOf(s);
        if (!types.includes('integer') && !types.includes('number')) continue;
        const wrong = types.includes('string') ? [true, null, [0], {}] : [true, '1', '0', null, [0], {}];
        for (const value of wrong) {
          const { status, body } = await send('POST', r.url, { ...valid[r.url], [name]: value });
          expect([status, body.code], `${r.url} ${name}=${JSON.stringify(value)}`).toEqual([400, 400]);
        }
      }
    }
    expect(await rowCounts(portal)).toEqual(before);
    // Nothing was selected: the switch still needs a select before an execute.
    const execute = await send('POST', '/prod-api/remote/yk', { ...valid['/prod-api/remote/yk'], type: 1 });
    expect([execute.status, execute.body.msg]).toEqual([409, 'Select the command first, then execute it']);
  });

  it('every body schema takes numbers only as JSON numbers: true or "1" in a number field is a 400 and changes nothing', async () => {
    const psId = (await psIdsByCode(portal))['CN-PV-001']!;
    const d = portal.app.telemetry.registry.devicesOf(psId).find((x) => x.equipType === 'JZNBQ')!;
    const ctx = { psId, point: `${psId}_${d.equipType}_${d.collectId}_OnOff`, password: PASSWORD };
    const numeric = (s: Schema) => typesOf(s).includes('integer') || typesOf(s).includes('number');
    const withBodies = portal.app.routeTable.filter(
      (r) => r.url.startsWith('/prod-api/') && Object.keys(bodyProperties(r.schema)).length > 0,
    );
    expect(withBodies.length).toBeGreaterThan(30);
    const before = await rowCounts(portal);
    let checked = 0;
    for (const r of withBodies) {
      // A body valid but for the one field, so that field is what the answer is about.
      const base = plausibleObject((r.schema as { body: Schema }).body, ctx);
      for (const [name, s] of Object.entries(bodyProperties(r.schema))) {
        const wrong = numeric(s)
          ? typesOf(s).includes('string')
            ? [true]
            : [true, '1']
          : typesOf(s).includes('array') && numeric(s.items ?? {})
            ? [true, '1', ['1'], [true]]
            : [];
        for (const value of wrong) {
          const { status, body } = await send(r.method, r.url.replace(/:\w+/g, String(psId)), { ...base, [name]: value });
          expect([status, body.code], `${r.method} ${r.url} ${name}=${JSON.stringify(value)}`).toEqual([400, 400]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(await rowCounts(portal)).toEqual(before);
  });

  it('a body nested 10,000 levels deep is refused with 400 before any work, on every route', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const writes = portal.app.routeTable.filter(
      (r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && r.url.startsWith('/prod-api/'),
    );
    expect(writes.length).toBeGreaterThan(50);
    for (const r of writes) {
      for (const payload of [deep, deepObject]) {
        const { status, body } = await portal.call({
          method: r.method as 'POST',
          url: r.url.replace(/:\w+/g, '1'),
          token: admin,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect([status, body.code, body.msg], r.url).toEqual([400, 400, 'The request is nested too deeply (at most 32 levels)']);
      }
    }
  });

  it('nesting up to the limit is read as usual, and text that only looks nested counts for nothing', async () => {
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const search = (payload: string) =>
      portal.call({
        method: 'POST',
        url: '/prod-api/monitor/fleetMapStations',
        token: admin,
        payload,
        headers: { 'content-type': 'application/json' },
      });
    // 32 levels parse (the route then drops the property it does not know).
    expect((await search(nested(32))).body.code).toBe(200);
    expect((await search(nested(33))).body.msg).toBe('The request is nested too deeply (at most 32 levels)');
    const bracketsInText = await search(JSON.stringify({ psName: '[{'.repeat(20) + '\\"[' }));
    expect([bracketsInText.status, bracketsInText.body.code]).toEqual([200, 200]);
  });

  it('prototype poisoning and broken JSON are refused with a localized 400', async () => {
    for (const payload of ['{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"admin": true}}}', '{"psName": ']) {
      const { status, body } = await portal.call({
        method: 'POST',
        url: '/prod-api/monitor/fleetMapStations',
        token: admin,
        payload,
        headers: { 'content-type': 'application/json', 'content-language': 'de-DE' },
      });
      expect([status, body], payload).toEqual([400, { code: 400, msg: 'Der Inhalt der Anfrage ist kein gültiges JSON' }]);
    }
  });

  it('query strings and path parameters are still read as numbers', async () => {
    const psId = (await psIdsByCode(portal))['CN-PV-001']!;
    const page = await portal.call({ method: 'GET', url: '/prod-api/info/powerStation/list?pageNum=1&pageSize=2', token: admin });
    expect([page.status, page.body.rows.length]).toEqual([200, 2]);
    const one = await portal.call({ method: 'GET', url: `/prod-api/info/powerStation/${psId}`, token: admin });
    expect(one.body.data.psId).toBe(psId);
  });

  it('text with a NUL character is refused with 400, in a body, a query string or a path', async () => {
    const nul = { code: 400, msg: 'Text must not contain the NUL character' };
    const inBody = await send('POST', '/prod-api/monitor/fleetMapStations', { psName: 'Gol\u0000mud' });
    expect([inBody.status, inBody.body]).toEqual([400, nul]);
    // An escaped backslash before "u0000" is no NUL: that text is searched for as written.
    const escaped = await portal.call({
      method: 'POST',
      url: '/prod-api/monitor/fleetMapStations',
      token: admin,
      payload: '{"psName":"Gol\\\\u0000mud"}',
      headers: { 'content-type': 'application/json' },
    });
    expect([escaped.status, escaped.body.data]).toEqual([200, []]);
    for (const url of ['/prod-api/info/powerStation/list?psName=Gol%00mud', '/prod-api/ui/entity/power%00Station']) {
      const { status, body } = await portal.call({ method: 'GET', url, token: admin });
      expect([status, body], url).toEqual([400, nul]);
    }
  });

  it('numbers beyond the 32-bit integers the store keeps are refused with 400 naming the field', async () => {
    const tooBig = 2 ** 31;
    const edit = await send('PUT', '/prod-api/system/dept', { deptId: tooBig, parentId: 1, deptName: 'Far away', orderNum: 1 });
    expect([edit.status, edit.body.field, edit.body.msg]).toEqual([400, 'deptId', 'Group ID must be between 1 and 2147483647']);
    const filter = await portal.call({ method: 'GET', url: `/prod-api/info/channel/list?psId=${tooBig}`, token: admin });
    expect([filter.status, filter.body.field]).toEqual([400, 'psId']);
    const devices = await portal.call({ method: 'GET', url: `/prod-api/info/equipment/root?psId=1e308`, token: admin });
    expect([devices.status, devices.body.field]).toEqual([400, 'psId']);
    const events = await send('POST', '/prod-api/event/list', { psId: tooBig });
    expect([events.status, events.body.field]).toEqual([400, 'psId']);
    const bind = await send('POST', '/prod-api/info/equipment/bindCollectId', { equipId: tooBig, collectId: 1 });
    expect([bind.status, bind.body.field]).toEqual([400, 'equipId']);
  });

  it('a damaged or fake multipart upload is a 400, not a fault', async () => {
    const broken = { 'content-type': 'multipart/form-data; boundary=----portalTest' };
    for (const url of ['/prod-api/info/powerStation/import', '/prod-api/info/svgConfig/upload?field=svgPath']) {
      const { status, body } = await portal.call({
        method: 'POST',
        url,
        token: admin,
        payload: 'not multipart at all',
        headers: broken,
      });
      expect([status, body], url).toEqual([
        400,
        { code: 400, field: 'file', msg: 'The upload is incomplete or damaged, please send the file again' },
      ]);
    }
  });
});

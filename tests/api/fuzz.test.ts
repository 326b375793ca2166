import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { backends, PASSWORD, psIdsByCode, startPeer, startPortal, type Portal } from './harness';
import { loadEntities } from '../../server/entities/entityFiles';
import { bodySchema } from '../../server/entities/definition';
import type { RouteEntry } from '../../server/http/routeTable';
import {
  HOSTILE_QUERY_VALUES,
  PATH_VALUES,
  RAW_BODIES,
  multipartBodies,
  plausible,
  variations,
  type Context,
  type Schema,
} from './fuzzInputs';

/** Text for a URL; a lone surrogate goes as the bytes of one (invalid UTF-8), as a broken client would send it. */
const urlText = (text: string) =>
  text
    .split(LONE_SURROGATE)
    .map((part) => (LONE_SURROGATE.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** An answer slower than this is a hang. */
const TIME_LIMIT_MS = 5_000;

interface Probe {
  label: string;
  options: InjectOptions;
}

const json = (payload: unknown): Pick<InjectOptions, 'payload' | 'headers'> => ({
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});
const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 100 ? `${text.slice(0, 100)}… (${text.length} chars)` : text;
};

/**
 * Every route of the running app, each with hostile input: path parameters valid and invalid; bodies of
 * wrong types, missing fields, `{}`, empty, `null`, arrays, 1 MB strings, 10,000 levels of nesting, unicode
 * (RTL, emoji, NUL, lone surrogates), numbers out of range, garbage uploads; query strings likewise. No
 * answer may be a 500, each must come within the time limit, and a JSON answer's code is its HTTP status.
 */
describe.each(backends)('every route answers hostile input without a fault on %s', (backend) => {
  let portal: Portal;
  let psId: number;
  let ctx: Context;
  let adminId: number;
  let entitySchemas: Map<string, Schema>;
  let routes: RouteEntry[];
  beforeAll(async () => {
    portal = await startPortal(backend);
    psId = (await psIdsByCode(portal))['CN-PV-001']!;
    const inverter = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
    ctx = { psId, point: `${psId}_${inverter.equipType}_${inverter.collectId}_OnOff`, password: PASSWORD };
    const admin = await portal.app.db
      .selectFrom('sys_user')
      .select('user_id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    adminId = admin.user_id;
    // Entity add and edit validate with the definition's own schema, not a route schema.
    entitySchemas = new Map(
      loadEntities(portal.config.schemasDir).flatMap((def) => [
        [`POST /prod-api${def.basePath}`, bodySchema(def, 'create') as Schema],
        [`PUT /prod-api${def.basePath}`, bodySchema(def, 'update') as Schema],
      ]),
    );
    routes = portal.app.routeTable.filter((r) => r.url.startsWith('/prod-api') && r.method !== 'HEAD');
  });
  afterAll(() => portal.close());

  const schemaPart = (r: RouteEntry, part: 'body' | 'querystring' | 'params') =>
    (r.schema as Record<string, Schema> | undefined)?.[part];

  /** The URL with each path parameter replaced (the static files' wildcard too). */
  const pathWith = (url: string, value: string) => url.replace(/:\w+/g, value).replace(/\*$/, value);
  const hasParams = (url: string) => /:\w+|\*$/.test(url);

  function queryOf(values: Record<string, unknown>): string {
    const pairs = Object.entries(values).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${urlText(String(x))}`),
    );
    return pairs.length ? `?${pairs.join('&')}` : '';
  }

  function probesOf(r: RouteEntry): Probe[] {
    const method = r.method as InjectOptions['method'];
    const url = pathWith(r.url, String(psId));
    const probes: Probe[] = [];
    const add = (label: string, options: Omit<InjectOptions, 'method'>) =>
      probes.push({ label: `${r.method} ${r.url} ${label}`, options: { method, ...options } });

    if (hasParams(r.url)) for (const value of PATH_VALUES(psId)) add(`path=${short(value)}`, { url: pathWith(r.url, value) });

    const query = schemaPart(r, 'querystring');
    // Bodies go with a plausible query, so a route that needs both (an upload names its field) reads the body.
    let bodyUrl = url;
    if (query?.properties) {
      const base = Object.fromEntries(Object.entries(query.properties).map(([k, s]) => [k, plausible(s, k, ctx)]));
      bodyUrl = url + queryOf(base);
      add(`query ${short(base)}`, { url: bodyUrl });
      for (const name of Object.keys(base)) {
        for (const value of HOSTILE_QUERY_VALUES)
          add(`query ${name}=${short(value)}`, { url: url + queryOf({ ...base, [name]: value }) });
        add(`query ${name} twice`, { url: url + queryOf({ ...base, [name]: [base[name], base[name]] }) });
      }
    } else add('query junk', { url: `${url}?pageNum=abc&psId=%00&__proto__=1&a[b]=1` });

    if (r.method === 'GET') return probes;
    const body = schemaPart(r, 'body') ?? entitySchemas.get(`${r.method} ${r.url}`);
    // The plausible body itself is sent too, except to a removal (it would remove the row the others need).
    if (body)
      for (const payload of variations(body, ctx).slice(r.method === 'DELETE' ? 1 : 0))
        add(`body ${short(payload)}`, { url: bodyUrl, ...json(payload) });
    for (const raw of RAW_BODIES) add(`raw body ${short(raw)}`, { url: bodyUrl, ...json(raw) });
    add('no body, no content type', { url: bodyUrl });
    add('text body', { url: bodyUrl, payload: 'psId=1', headers: { 'content-type': 'text/plain' } });
    add('form body', { url: bodyUrl, payload: 'psId=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (r.method !== 'DELETE')
      multipartBodies().forEach((m, i) => add(`multipart #${i + 1}`, { url: bodyUrl, payload: m.payload, headers: m.headers }));
    return probes;
  }

  /** Sends a probe; answers what is wrong with the answer, if anything. */
  async function fault(probe: Probe, token: string | null): Promise<string | null> {
    const options = {
      ...probe.options,
      headers: { ...(probe.options.headers as object), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), TIME_LIMIT_MS)));
    const started = Date.now();
    const response = await Promise.race([portal.app.inject(options), timeout]).finally(() => clearTimeout(timer));
    // An event or camera stream that took the request stays open: that is its answer (bad input still gets a 400 at once).
    if (response === 'timeout')
      return /^GET \/prod-api\/(event\/stream|video\/stream\/:equipId) /.test(probe.label)
        ? null
        : `${probe.label}: no answer within ${TIME_LIMIT_MS} ms`;
    const status = response.statusCode;
    // Remote commands answer 502/504 when a device fails; every other 5xx is a fault.
    const deviceFailure = probe.label.includes('/remote/') && (status === 502 || status === 504);
    if (status >= 500 && !deviceFailure) return `${probe.label}: ${status} ${response.body.slice(0, 200)}`;
    if (String(response.headers['content-type'] ?? '').startsWith('application/json')) {
      const code = (JSON.parse(response.body) as { code?: unknown }).code;
      if (typeof code === 'number' && code !== status) return `${probe.label}: HTTP ${status} but body code ${code}`;
    }
    if (Date.now() - started > TIME_LIMIT_MS) return `${probe.label}: took ${Date.now() - started} ms`;
    return null;
  }

  it('as the administrator: no 500, no hang, the body code is the HTTP status', async () => {
    const faults: string[] = [];
    let sent = 0;
    for (const r of routes) {
      // Each route starts with the administrator unlocked and a fresh session (one route's wrong passwords
      // or sign-out do not hide the next route's code behind a 423 or 401).
      await portal.app.db
        .updateTable('sys_user')
        .set({ failed_logins: 0, locked_until: 0, op_failed: 0, op_locked_until: 0 })
        .where('user_id', '=', adminId)
        .execute();
      let token = await portal.app.sessions.create(adminId, '127.0.0.1');
      for (const probe of probesOf(r)) {
        if (r.url === '/prod-api/logout') token = await portal.app.sessions.create(adminId, '127.0.0.1');
        const problem = await fault(probe, token);
        sent++;
        if (problem) faults.push(problem);
      }
    }
    expect(sent).toBeGreaterThan(5000);
    expect(faults).toEqual([]);
  }, 600_000);

  it('anonymously: no route fails, hangs or answers a code other than its status', async () => {
    const faults: string[] = [];
    for (const r of routes) {
      const probe = probesOf(r).at(-1)!;
      const problem = await fault(probe, null);
      if (problem) faults.push(problem);
    }
    expect(faults).toEqual([]);
  }, 120_000);

  it('the store the fuzz wrote through every entity starts again: history fills, the fleet runs, the portal serves', async () => {
    // What passed validation is stored: hostile names, extreme numbers, odd references.
    const stored = await portal.app.db
      .selectFrom('ps_param')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBeGreaterThan(0);
    await portal.app.close();
    const again = await startPeer(portal, { telemetryAutoRun: true, backfillDays: 0.05 });
    try {
      await again.app.telemetry.whenLive;
      expect(again.app.telemetry.ready).toBe(true);
      const token = await again.login('admin');
      for (const url of ['/prod-api/health', '/prod-api/info/powerStation/list', '/prod-api/event/list']) {
        const method = url === '/prod-api/event/list' ? 'POST' : 'GET';
        const { status } = await again.call({ method, url, token, payload: method === 'POST' ? {} : undefined });
        expect(status, url).toBe(200);
      }
      expect(again.app.telemetry.live.get(`${psId}_PS_0_pstate`)).toBeDefined();
    } finally {
      await again.app.close();
    }
  }, 180_000);
});

// Live calls of the portal beside a bare Fastify route that answers the very bytes the portal answered
// (same method, path, request and content type): the ratio is what the portal's own work costs, apart from
// routing, HTTP and the size of the answer. Each pair is loaded in turns (bare, portal, portal, bare, ...)
// so that the machine's noise shows in the spread of the rounds.
import autocannon from 'autocannon';
import Fastify from 'fastify';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;

export interface LiveCall {
  title: string;
  method: 'GET' | 'POST';
  /** Path and query under the portal's origin. */
  path: string;
  body?: unknown;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface SameBytes {
  call: LiveCall;
  bytes: number;
  portal: Load[];
  bare: Load[];
  /** Mean portal rate over mean bare rate. */
  ratio: number;
}

export interface SameBytesOptions {
  seconds: number;
  rounds: number;
  /**
   * Runs the load generator in a worker thread: needed when the portal or the bare route lives in the bench's
   * own process, where the generator would otherwise take turns with them on one event loop.
   */
  workers: boolean;
}

/** Signs in as admin; API clients send the session cookie's value back as a bearer token. */
export async function signInToken(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}/prod-api/reception/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const token = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  return token;
}

async function call<T>(url: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** The stations the admin sees, in the portal's order. */
export function stationIds(url: string, token: string): Promise<number[]> {
  return call<number[]>(url, token, 'POST', '/info/powerStation/psIdListByUser', {});
}

/** Of the first `among` stations, the one whose inverter list is nearest `wanted` inverters long. */
export async function stationWithInverters(
  url: string,
  token: string,
  psIds: number[],
  wanted: number,
  among = 40,
): Promise<{ psId: number; inverters: number }> {
  let best = { psId: 0, inverters: -1 };
  for (const psId of psIds.slice(0, among)) {
    const { count } = await call<{ count: number }>(url, token, 'GET', `/monitor/nbqRealData/list?psId=${psId}`);
    if (best.inverters < 0 || Math.abs(count - wanted) < Math.abs(best.inverters - wanted)) best = { psId, inverters: count };
  }
  return best;
}

/** The live calls of issue 17: station live data of ten stations and the inverter lists of given stations. */
export function liveCalls(psIds: number[], inverterLists: { psId: number; inverters: number }[]): LiveCall[] {
  const ten = psIds.slice(0, 10);
  return [
    {
      title: `POST /monitor/psLiveData (${ten.length} stations)`,
      method: 'POST',
      path: '/monitor/psLiveData',
      body: { psIds: ten },
    },
    ...inverterLists.map(({ psId, inverters }): LiveCall => ({
      title: `GET /monitor/nbqRealData/list (${inverters} inverters)`,
      method: 'GET',
      path: `/monitor/nbqRealData/list?psId=${psId}`,
    })),
  ];
}

function options(base: string, token: string, c: LiveCall, seconds: number, workers: boolean): autocannon.Options {
  return {
    url: `${base}/prod-api${c.path}`,
    method: c.method,
    headers: { authorization: `Bearer ${token}`, ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
    connections: CONNECTIONS,
    duration: seconds,
    ...(workers ? { workers: 1 } : {}),
  };
}

async function load(opts: autocannon.Options): Promise<Load> {
  const r = await autocannon(opts);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors };
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const range = (values: number[], digits = 0) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const fmt = (l: Load) =>
  `${l.rps.toFixed(0).padStart(6)} req/s p50 ${String(l.p50).padStart(4)} ms p99 ${String(l.p99).padStart(5)} ms${l.failed ? ` (${l.failed} failed)` : ''}`;

/**
 * Fetches each call's answer from the portal once, serves those bytes from a bare Fastify route, loads both in
 * alternating rounds and prints every round and the ratio.
 */
export async function compareSameBytes(
  portalUrl: string,
  token: string,
  calls: LiveCall[],
  o: SameBytesOptions,
): Promise<SameBytes[]> {
  const answers: { bytes: Buffer; type: string }[] = [];
  for (const c of calls) {
    const response = await fetch(`${portalUrl}/prod-api${c.path}`, {
      method: c.method,
      headers: options(portalUrl, token, c, 1, false).headers as Record<string, string>,
      ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
    });
    if (!response.ok) throw new Error(`${c.title} answered ${response.status}`);
    answers.push({
      bytes: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? 'application/json',
    });
  }
  const results: SameBytes[] = [];
  for (const [i, c] of calls.entries()) {
    const { bytes, type } = answers[i]!;
    console.log(`${c.title}: ${(bytes.length / 1024).toFixed(1)} KB of ${type}`);
    // One bare server per call: two calls may share a path and differ in their query.
    const bare = Fastify();
    bare.route({
      method: c.method,
      url: `/prod-api${c.path.split('?')[0]}`,
      handler: (_request, reply) => reply.type(type).send(bytes),
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const base of [portalUrl, bareUrl]) await load(options(base, token, c, WARM_UP_SECONDS, o.workers));
      const portal: Load[] = [];
      const bareLoads: Load[] = [];
      for (let round = 0; round < o.rounds; round++) {
        // Bare first in even rounds, portal first in odd ones: a drift of the machine hits both alike.
        const order = round % 2 === 0 ? (['bare', 'portal'] as const) : (['portal', 'bare'] as const);
        for (const which of order) {
          const result = await load(options(which === 'bare' ? bareUrl : portalUrl, token, c, o.seconds, o.workers));
          (which === 'bare' ? bareLoads : portal).push(result);
        }
        const p = portal.at(-1)!;
        const b = bareLoads.at(-1)!;
        console.log(`  round ${round + 1}  portal ${fmt(p)} | same bytes, bare ${fmt(b)} | ratio ${(p.rps / b.rps).toFixed(3)}`);
      }
      const ratio = mean(portal.map((l) => l.rps)) / mean(bareLoads.map((l) => l.rps));
      console.log(
        `  ratio portal/bare ${ratio.toFixed(3)} (rounds ${range(
          portal.map((p, k) => p.rps / bareLoads[k]!.rps),
          3,
        )}), portal p99 ${range(portal.map((p) => p.p99))} ms, bare p99 ${range(bareLoads.map((b) => b.p99))} ms`,
      );
      results.push({ call: c, bytes: bytes.length, portal, bare: bareLoads, ratio });
    } finally {
      await bare.close();
    }
  }
  return results;
}

/** Checks the same-bytes figures against the issue's goals (ratio, and optionally p99); prints and answers the misses. */
export function sameBytesGoals(results: SameBytes[], goals: { ratio: number; p99Ms?: number }): boolean {
  let met = true;
  for (const r of results) {
    const worstP99 = Math.max(...r.portal.map((p) => p.p99));
    const ratioOk = r.ratio >= goals.ratio;
    const p99Ok = goals.p99Ms === undefined || worstP99 < goals.p99Ms;
    console.log(
      `  ${r.call.title.padEnd(48)} ratio ${r.ratio.toFixed(3)} (goal ≥ ${goals.ratio})${
        goals.p99Ms === undefined ? '' : `, worst p99 ${worstP99} ms (goal < ${goals.p99Ms} ms)`
      }${ratioOk && p99Ok ? '' : '  OVER'}`,
    );
    met &&= ratioOk && p99Ok;
  }
  return met;
}

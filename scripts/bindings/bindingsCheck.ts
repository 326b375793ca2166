// The bindings part of `npm run schemas:check`: every `${data.<source>...}` of every page, and every
// `${item...}` of a list bound to a source, followed into the response schema of the route the source calls
// (docs/page-schemas.md). A path the answer does not have is a problem that names the file, the JSON path,
// the binding and the missing field; bindings of the page state, the plant, the route or a form are no
// route's answer and are counted as skipped.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteEntry } from '../../server/http/routeTable';
import { migratePage, type SourceDefinition } from '../../engine/pageSchema';
import type { PortalContracts } from '../portalContracts';
import { ANY_KEY, ITEM, answerSchema, followPath, type Followed, type Schema, type Step } from './answerSchema';
import { nodeBindings, pathSteps, sourceBindings, type Binding } from './pageBindings';
import { sourceCalls, type SourceCall } from './sourceRoutes';
import { nearestName } from './nearestName';

/** What the check found in some pages. */
export interface BindingsReport {
  problems: string[];
  /** Bindings followed into a route's answer. */
  followed: number;
  /** Of those, the ones that reach into an open object, where any key is ok ("file path: binding"). */
  open: string[];
  /** The routes those answers come from, as "METHOD /path". */
  routes: Set<string>;
  /** Bindings not followed, by what they read (page state, plant, ...), and why. */
  skipped: Map<string, number>;
}

export function emptyReport(): BindingsReport {
  return { problems: [], followed: 0, open: [], routes: new Set(), skipped: new Map() };
}

/** Where a source's data lies in its answer: `data` by default, `none` for the whole answer; a binding is any key. */
function dataSteps(source: SourceDefinition): Step[] {
  if (source.dataPath === undefined) return ['data'];
  if (source.dataPath === 'none') return [];
  // Bindings may hold dots of their own (`data.${plant.psId}_sn.value`): take them out before splitting.
  return pathSteps(source.dataPath.replace(/\$\{[^}]+\}/g, '\u0000')).map((s) => (s.includes('\u0000') ? ANY_KEY : s));
}

const shownStep = (step: Step) => (step === ANY_KEY ? '*' : step === ITEM ? '[]' : step);

/** A path of the answer for messages: `data.rows[].psName`. */
function shownPath(steps: readonly Step[]): string {
  return (
    steps
      .map(shownStep)
      .join('.')
      .replace(/\.\[\]/g, '[]') || 'its top'
  );
}

function listOf(known: string[], kind: string | undefined): string {
  if (kind) return `there it is ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
  if (!known.length) return 'there it has no fields';
  return `there it has ${known.length > 24 ? `${known.slice(0, 24).join(', ')}, …` : known.join(', ')}`;
}

/** The problem of one path in one call's answer, or null when the answer has it. */
function missing(call: SourceCall, steps: Step[], followed: Followed): string | null {
  if (followed.found) return null;
  const step = shownStep(steps[followed.depth]!);
  const field = step === '[]' ? 'list of items' : step === '*' ? 'a field' : `"${step}"`;
  const at = shownPath(steps.slice(0, followed.depth));
  const meant = field.startsWith('"') ? nearestName(step, followed.known) : undefined;
  const hint = meant ? `; did you mean "${meant}"?` : '';
  return `no ${field} in the answer of ${call.method} ${call.path} at ${at}${hint} (${listOf(followed.known, followed.kind)})`;
}

/** One call of a source: the route's answer schema (none for a file) and where the source's data is in it. */
interface SourceAnswer {
  call: SourceCall;
  schema?: Schema;
  steps: Step[];
  /** Its data path is not in the answer (a problem of the source already). */
  broken?: true;
}

/** The calls of a page's sources, each with its answer schema; sources without a route are problems. */
function sourceAnswers(
  file: string,
  sources: Record<string, SourceDefinition>,
  routes: readonly RouteEntry[],
  shared: ReadonlyMap<string, Schema>,
  report: BindingsReport,
): Map<string, SourceAnswer[]> {
  const answers = new Map<string, SourceAnswer[]>();
  for (const [name, source] of Object.entries(sources)) {
    // A source that names no call (a kind the engine may add, data kept in the browser) answers no route.
    if (typeof source.api !== 'string') {
      answers.set(name, []);
      continue;
    }
    const steps = dataSteps(source);
    const calls = sourceCalls(source.api, routes).map((call) => {
      if (!call.route) report.problems.push(`${file} /sources/${name}/api: no route answers ${call.method} ${call.path}`);
      const schema = call.route && answerSchema(call.route.schema?.response);
      if (call.route) report.routes.add(`${call.method} ${call.route.url}`);
      if (schema) {
        const problem = steps.length ? missing(call, steps, followPath(schema, steps, shared)) : null;
        if (problem) report.problems.push(`${file} /sources/${name}/dataPath: ${problem}`);
        // The bindings of a source whose data is not in the answer would each repeat that problem.
        if (problem) return { call, steps, broken: true as const };
      }
      return { call, ...(schema ? { schema } : {}), steps };
    });
    answers.set(name, calls);
  }
  return answers;
}

function skip(report: BindingsReport, why: string): void {
  report.skipped.set(why, (report.skipped.get(why) ?? 0) + 1);
}

/** Why a binding reads no route's answer, for the count of skipped ones. */
const NOT_A_SOURCE: Readonly<Record<string, string>> = {
  state: 'page state',
  plant: 'the chosen plant',
  route: 'route parameters',
  session: 'the session',
  form: 'a form being submitted',
  locale: 'the language',
  data: 'all sources at once',
};

/** Checks one binding against its source's calls. */
function checkBinding(
  file: string,
  binding: Binding,
  answers: Map<string, SourceAnswer[]>,
  shared: ReadonlyMap<string, Schema>,
  report: BindingsReport,
): void {
  const where = `${file} ${binding.at}: ${binding.text}`;
  if ((binding.scope !== 'data' && binding.scope !== 'item') || (binding.scope === 'data' && !binding.source)) {
    skip(report, NOT_A_SOURCE[binding.scope] ?? `"${binding.scope}"`);
    return;
  }
  if (binding.unchecked) {
    skip(report, 'an item of no source');
    return;
  }
  const calls = answers.get(binding.source!);
  // An item of an undeclared source is reported once, at its list's binding.
  if (!calls && binding.scope === 'item') return;
  if (!calls) {
    report.problems.push(`${where}: no source "${binding.source}" (declared: ${[...answers.keys()].join(', ') || 'none'})`);
    return;
  }
  if (!calls.length) {
    skip(report, 'a source that calls no route');
    return;
  }
  const steps: Step[] = binding.steps.map((s) => (s === '[]' ? ITEM : s));
  let followedHere = false;
  for (const { call, schema, steps: dataPath, broken } of calls) {
    if (!call.route || broken) continue;
    if (!schema) {
      skip(report, 'a call that answers a file');
      continue;
    }
    const all = [...dataPath, ...steps];
    const followed = followPath(schema, all, shared);
    followedHere = true;
    if (followed.found && followed.open && report.open.at(-1) !== where) report.open.push(where);
    // A list that is missing is reported once, at the list's own binding, not at each of its item's.
    if (!followed.found && binding.scope === 'item' && followed.depth < dataPath.length + binding.listSteps!) continue;
    const problem = missing(call, all, followed);
    if (problem) report.problems.push(`${where}: ${problem}`);
  }
  if (followedHere) report.followed++;
}

/** Checks the bindings of one page (already migrated to the current version) against the routes' answers. */
export function checkPageBindings(
  page: { sources?: Record<string, SourceDefinition>; body?: unknown },
  file: string,
  routes: readonly RouteEntry[],
  report: BindingsReport,
  shared: ReadonlyMap<string, Schema> = new Map(),
): void {
  const answers = sourceAnswers(file, page.sources ?? {}, routes, shared, report);
  for (const binding of sourceBindings(page.sources ?? {})) {
    if (binding.scope === 'data' || binding.scope === 'item')
      report.problems.push(`${file} ${binding.at}: ${binding.text}: a source's call cannot read ${binding.scope}`);
    else skip(report, NOT_A_SOURCE[binding.scope] ?? `"${binding.scope}"`);
  }
  for (const binding of nodeBindings(page.body)) checkBinding(file, binding, answers, shared, report);
}

/** One line that says what was followed and what was skipped, and why. */
export function summary(report: BindingsReport): string {
  const skipped = [...report.skipped].sort((a, b) => b[1] - a[1]).map(([why, n]) => `${n} ${why}`);
  return (
    `${report.followed} binding path(s) followed into the answers of ${report.routes.size} route(s)` +
    (report.open.length ? ` (${report.open.length} into an open object, where any key is ok)` : '') +
    (skipped.length ? `; not route answers, so skipped: ${skipped.join(', ')}` : '')
  );
}

/** Checks the bindings of every page schema of a folder (files that are no JSON are the page check's to name). */
export function checkBindingsIn(dir: string, label: string, contracts: PortalContracts): BindingsReport {
  const report = emptyReport();
  const shared = new Map(Object.entries(contracts.shared) as [string, Schema][]);
  if (!fs.existsSync(dir)) return report;
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let page: Record<string, unknown>;
    try {
      page = migratePage(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>);
    } catch {
      continue;
    }
    checkPageBindings(page, path.join(label, file), contracts.routes, report, shared);
  }
  return report;
}

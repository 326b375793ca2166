import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import {
  FormulaError,
  formulaCalls,
  formulaNames,
  parseFormula,
  FORMULA_FUNCTIONS,
  type FormulaNode,
} from '../../shared/formula';
import metaSchema from '../../schemas/meta/quota.schema.json' with { type: 'json' };
import { DAY_FUNCTIONS, DAY_NAME_PATTERN, PERIOD_NAMES } from './quotaNames';
import { dayReads, type SeriesRead } from './dayReads';
import type { QuotaColumn } from '../../shared/quotaDto';

export type Rollup = 'sum' | 'avg' | 'max' | 'min' | 'formula';

/** One quota as its catalogue file writes it: a grid column and how it is computed. */
export interface QuotaDefinition extends QuotaColumn {
  formula?: string;
  rollup?: Rollup;
}

export interface QuotaGroup {
  group: string;
  label: string;
  quotas: QuotaDefinition[];
}

/** A quota ready to compute: its parsed formula and where it sits. */
export interface Quota extends QuotaDefinition {
  group: string;
  rollup: Rollup;
  ast: FormulaNode | null;
  /** Quota codes its formula reads. */
  needs: string[];
  /** The day's curves its formula reads. */
  series: SeriesRead[];
}

export type CatalogueUse = 'indicator' | 'report';

export interface QuotaCatalogue {
  id: string;
  use: CatalogueUse;
  file: string;
  stationTypes: string[];
  groups: QuotaGroup[];
  /** Every quota in an order where each comes after the quotas it reads. */
  order: Quota[];
  byCode: Map<string, Quota>;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validCatalogue = ajv.compile(metaSchema);

/**
 * Checks one catalogue: its shape against the meta-schema, then each formula (syntax, names, functions, a
 * rollup formula that reads only what a period has) and the order quotas depend on each other in. Every
 * problem names the file, the quota and, for a formula, the position in it.
 */
export function checkCatalogue(raw: unknown, file: string): { catalogue?: QuotaCatalogue; problems: string[] } {
  if (!validCatalogue(raw))
    return {
      problems: (validCatalogue.errors ?? []).map((e) => `${file}: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}`),
    };
  const def = raw as { id: string; use?: CatalogueUse; stationTypes: string[]; groups: QuotaGroup[] };
  const problems: string[] = [];
  const quotas = def.groups.flatMap((g) => g.quotas.map((q) => ({ ...q, group: g.group })));
  const codes = new Set<string>();
  for (const q of quotas) {
    if (codes.has(q.quotaCode)) problems.push(`${file}: quota ${q.quotaCode}: the code is used twice`);
    codes.add(q.quotaCode);
  }
  const parsed: Quota[] = quotas.map((q) => {
    const quota: Quota = { ...q, rollup: q.rollup ?? 'sum', ast: null, needs: [], series: [] };
    if (q.formula === undefined) return quota;
    const at = (position: number, message: string) =>
      problems.push(`${file}: quota ${q.quotaCode}: formula position ${position}: ${message}`);
    try {
      quota.ast = parseFormula(q.formula);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      at(error.at, error.message);
      return quota;
    }
    for (const call of formulaCalls(quota.ast)) {
      const fn = call.fn.toLowerCase();
      if (!FORMULA_FUNCTIONS.includes(fn) && !(DAY_FUNCTIONS as readonly string[]).includes(call.fn))
        at(call.at, `unknown function ${call.fn}`);
      else if (quota.rollup === 'formula' && (DAY_FUNCTIONS as readonly string[]).includes(call.fn))
        at(
          call.at,
          `${call.fn}() reads one day's samples; a formula rolled up over a period may only read quotas and ${PERIOD_NAMES.join(', ')}`,
        );
    }
    const reads = dayReads(quota.ast);
    quota.series = reads.series;
    for (const p of reads.problems) at(p.at, p.message);
    for (const { name, at: position } of formulaNames(quota.ast)) {
      if (codes.has(name)) {
        if (!quota.needs.includes(name)) quota.needs.push(name);
      } else if (!/^[A-Z]/.test(name) && DAY_NAME_PATTERN.test(name)) {
        if (quota.rollup === 'formula' && !PERIOD_NAMES.includes(name))
          at(
            position,
            `${name} is one day's figure; a formula rolled up over a period may only read quotas and ${PERIOD_NAMES.join(', ')}`,
          );
      } else at(position, `unknown name ${name}`);
    }
    return quota;
  });
  const order = dependencyOrder(parsed, file, problems);
  if (problems.length) return { problems };
  return {
    catalogue: {
      id: def.id,
      use: def.use ?? 'indicator',
      file,
      stationTypes: def.stationTypes,
      groups: def.groups,
      order,
      byCode: new Map(parsed.map((q) => [q.quotaCode, q])),
    },
    problems,
  };
}

/** Quotas sorted so that each follows what it reads; a cycle is a problem naming its quotas. */
function dependencyOrder(quotas: Quota[], file: string, problems: string[]): Quota[] {
  const byCode = new Map(quotas.map((q) => [q.quotaCode, q]));
  const done = new Set<string>();
  const visiting: string[] = [];
  const order: Quota[] = [];
  const visit = (q: Quota): void => {
    if (done.has(q.quotaCode)) return;
    const cycleAt = visiting.indexOf(q.quotaCode);
    if (cycleAt >= 0) {
      problems.push(
        `${file}: quota ${q.quotaCode}: formulas read each other in a circle: ${[...visiting.slice(cycleAt), q.quotaCode].join(' → ')}`,
      );
      return;
    }
    visiting.push(q.quotaCode);
    for (const code of q.needs) visit(byCode.get(code)!);
    visiting.pop();
    done.add(q.quotaCode);
    order.push(q);
  };
  for (const q of quotas) visit(q);
  return order;
}

/** Reads and checks every catalogue of `<schemasDir>/quotas`, with each problem. */
export function readCatalogues(schemasDir: string): { catalogues: QuotaCatalogue[]; problems: string[] } {
  const dir = path.join(schemasDir, 'quotas');
  if (!fs.existsSync(dir)) return { catalogues: [], problems: [] };
  const problems: string[] = [];
  const catalogues: QuotaCatalogue[] = [];
  for (const f of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const file = `${path.basename(schemasDir)}/quotas/${f}`;
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not JSON: ${(error as Error).message}`);
      continue;
    }
    const checked = checkCatalogue(raw, file);
    problems.push(...checked.problems);
    if (checked.catalogue) catalogues.push(checked.catalogue);
  }
  const served = new Map<string, string>();
  for (const c of catalogues)
    for (const type of c.stationTypes) {
      const key = `${c.use}:${type}`;
      if (served.has(key)) problems.push(`${c.file}: station type ${type} already has the ${c.use} catalogue ${served.get(key)}`);
      served.set(key, c.file);
    }
  return { catalogues, problems };
}

/** The catalogues by use and station type. */
export class Catalogues {
  private readonly byKey: Map<string, QuotaCatalogue>;

  constructor(readonly all: QuotaCatalogue[]) {
    this.byKey = new Map(all.flatMap((c) => c.stationTypes.map((type) => [`${c.use}:${type}`, c] as const)));
  }

  of(use: CatalogueUse, psType: string): QuotaCatalogue | undefined {
    return this.byKey.get(`${use}:${psType}`);
  }
}

/** Every catalogue of `<schemasDir>/quotas`; a broken one stops the server with its problems. */
export function loadCatalogues(schemasDir: string): Catalogues {
  const { catalogues, problems } = readCatalogues(schemasDir);
  if (problems.length) throw new Error(problems.join('\n'));
  return new Catalogues(catalogues);
}

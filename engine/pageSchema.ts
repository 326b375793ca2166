import type { PushKind } from '../api/alarmStream';
import type { SchemaNode } from './registry';

/** Where a page gets data: an API call, re-run on its period while the page is shown. */
export interface SourceDefinition {
  /** "METHOD /path" below /prod-api; the path may hold bindings. */
  api: string;
  body?: unknown;
  params?: Record<string, unknown>;
  /** realtime every 3 s, history every 120 s, none once (and after actions that refresh). */
  poll?: 'realtime' | 'history' | 'none';
  /** Where the data is in the answer: `data` (default), `rows`, or `none` for the whole answer; may hold bindings. */
  dataPath?: string;
  /** A binding: the source asks only while it is truthy (an inverter is chosen). */
  when?: string;
  /** Asks again when the server pushes these (api/alarmStream.ts): lists that follow alarms without polling. */
  refreshOn?: PushKind[];
}

export interface PageSchema {
  schemaVersion: number;
  id: string;
  /** i18n key of the title. */
  title?: string;
  /**
   * The page shows the chosen station: without one of the user's stations chosen it asks for one instead of
   * rendering, and it lives for one station (a new station starts it afresh), so it asks nothing of another.
   */
  station?: boolean;
  sources?: Record<string, SourceDefinition>;
  state?: Record<string, unknown>;
  body: SchemaNode;
}

export const CURRENT_SCHEMA_VERSION = 2;

type PageMigration = (schema: Record<string, unknown>) => Record<string, unknown>;

/**
 * Version 2: the inverter list answers in `data` like every other call (docs/decisions.md, one envelope), so
 * a source of it no longer reads the whole answer: its `dataPath: "none"` goes, and `${data.list.nbqDatas}`
 * keeps meaning what it meant.
 */
const oneEnvelope: PageMigration = (schema) => {
  const sources = (schema.sources ?? {}) as Record<string, SourceDefinition>;
  const migrated = Object.fromEntries(
    Object.entries(sources).map(([name, source]) => {
      if (!/ \/monitor\/nbqRealData\/list$/.test(source.api) || source.dataPath !== 'none') return [name, source];
      const { dataPath: _whole, ...rest } = source;
      return [name, rest];
    }),
  );
  return schema.sources ? { ...schema, sources: migrated } : schema;
};

/** One step moves a schema one version up; the loader runs them in order (docs/style.md, formatting and lint). */
export const PAGE_MIGRATIONS: PageMigration[] = [oneEnvelope];

export function migratePage(schema: Record<string, unknown>): Record<string, unknown> {
  let current = schema;
  let version = Number(current.schemaVersion ?? 1);
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = PAGE_MIGRATIONS[version - 1];
    if (!step) throw new Error(`no migration from schemaVersion ${version}`);
    current = { ...step(current), schemaVersion: ++version };
  }
  return current;
}

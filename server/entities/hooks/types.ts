import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LooseDb } from '../entityStore';

export interface HookContext {
  app: FastifyInstance;
  request: FastifyRequest;
  /** The write's own transaction when there is one: hooks query through it. */
  db: LooseDb;
}

type Row = Record<string, unknown>;

/**
 * What an entity needs beyond its definition (a department's ancestors, a user's role, one master diagram
 * per plant). Hooks refuse with an ApiError; a configurator's new entity needs none.
 */
export interface EntityHooks {
  /** Checks a row beyond its fields' own rules, on a form and on each row of an import (`row`: the stored row with the body over it). */
  validate?(ctx: HookContext, row: Row): Promise<void>;
  /** Runs after validation, before the row is written; may add columns. */
  beforeWrite?(ctx: HookContext, columns: Row, body: Row, mode: 'create' | 'update', id?: number): Promise<void>;
  afterWrite?(ctx: HookContext, id: number, body: Row, mode: 'create' | 'update'): Promise<void>;
  beforeRemove?(ctx: HookContext, ids: number[]): Promise<void>;
  /**
   * Runs once an update (`body`) or a removal (`body` null) has committed: for what must not happen before
   * the rows are final, such as ending sessions that another request could otherwise load again meanwhile.
   */
  afterCommit?(ctx: HookContext, ids: number[], body: Row | null): Promise<void>;
  /** Adds fields kept elsewhere (`stored: false`) to answered rows. */
  decorate?(ctx: HookContext, rows: Row[]): Promise<void>;
}

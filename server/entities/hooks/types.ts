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
  /** Runs after validation, before the row is written; may add columns. */
  beforeWrite?(ctx: HookContext, columns: Row, body: Row, mode: 'create' | 'update', id?: number): Promise<void>;
  afterWrite?(ctx: HookContext, id: number, body: Row, mode: 'create' | 'update'): Promise<void>;
  beforeRemove?(ctx: HookContext, ids: number[]): Promise<void>;
  /** Adds fields kept elsewhere (`stored: false`) to answered rows. */
  decorate?(ctx: HookContext, rows: Row[]): Promise<void>;
}

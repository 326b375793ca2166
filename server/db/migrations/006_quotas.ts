import type { Kysely, Migration } from 'kysely';
import { grant } from './steps';

/**
 * Quotas of closed station days by catalogue, computed from history so that a month or a year reads stored rows, and
 * the values staff entered (curtailment, safety counts) with who entered them and when: kept apart, so a
 * recalculation never overwrites them.
 */
export function quotas(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('quota_day')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('catalogue', 'text', (c) => c.notNull())
        .addColumn('quota_values', 'text', (c) => c.notNull())
        .addColumn('computed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('quota_day_pk', ['ps_id', 'day', 'catalogue'])
        .execute();
      await db.schema
        .createTable('quota_edit')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('quota_code', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('edited_by', 'text', (c) => c.notNull())
        .addColumn('edited_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('quota_edit_pk', ['ps_id', 'day', 'quota_code'])
        .execute();
      await grant(db, 'operator', ['indicator:quota:query', 'indicator:quota:export']);
      await grant(db, 'gadmin', [
        'indicator:quota:query',
        'indicator:quota:export',
        'indicator:quota:edit',
        'indicator:quota:recalculate',
      ]);
    },
  };
}

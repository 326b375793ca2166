import type { Kysely, Migration } from 'kysely';

/**
 * Labels belong to their creator: a label is private unless its owner shares it with his group. A store
 * from before keeps its labels, private to whoever created them.
 */
export function labelSharing(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('user_tag')
        .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './steps';

/**
 * Gateway messages kept until history holds their samples (server/sources/mqtt/gatewayJournal.ts): a message
 * is acknowledged to the broker once it is here, so a crash between two history flushes loses none.
 */
export function gatewayJournal(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(dialect)(db.schema.createTable('gateway_journal'), 'entry_id')
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}

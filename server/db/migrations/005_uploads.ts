import type { Kysely, Migration } from 'kysely';

/**
 * Every uploaded file and who uploaded it for which entity field: a row may only point at a file that went
 * through that field's content check (a diagram at a sanitized SVG), and an upload not yet saved in a row is
 * visible to its uploader alone.
 */
export function uploads(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sys_upload')
        .addColumn('url', 'text', (c) => c.primaryKey())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.notNull())
        .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}

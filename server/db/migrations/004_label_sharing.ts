import type { Migration } from 'kysely';

/**
 * Labels belong to their creator and may be shared with his group. The `shared` column is declared in the
 * label definition and added by the storage sync (0 for existing labels: private to whoever created them);
 * the migration stays, empty, because stores record it as done.
 */
export function labelSharing(): Migration {
  return { async up() {} };
}

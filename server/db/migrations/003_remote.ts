import { sql, type Kysely, type Migration } from 'kysely';

/** The permission remote control needs; the migration grants it to existing group-administrator roles. */
const REMOTE_PERMISSION = 'remote:control:operate';

/**
 * Safe remote control. Its columns (a plant's cloud remote operation setting, a device's override of it, a
 * user's operation-password lockout) are declared in the entity definitions and added by the storage sync;
 * what a comparison of columns cannot do stays here: group administrators of a store from before gain it.
 */
export function remote(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update sys_role set permissions = permissions || ${`,${REMOTE_PERMISSION}`}
        where role_key = 'gadmin' and permissions not like ${`%${REMOTE_PERMISSION}%`}`.execute(db);
    },
  };
}

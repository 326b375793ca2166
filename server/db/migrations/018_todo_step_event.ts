import type { Kysely, Migration } from 'kysely';

/**
 * An alarm's to-do step (raised, recurred) names the event it came from, so its history reads the alarm in the
 * reader's language; the English note stays for steps written before and for an event since removed.
 */
export function todoStepEvent(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('todo_history').addColumn('event_id', 'integer').execute();
    },
  };
}

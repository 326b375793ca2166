import type { Db } from '../db/database';
import { alarmKey, EVENT_ACTION, type StoredEvent } from '../telemetry/eventLog';
import { translatorIn } from '../http/language';
import type { TodoState } from '../../shared/contracts/todo';

/** To-do item states (`is_handle`): open, handled (waits to be closed), closed. */
export const TODO_STATE = { open: 0, handled: 1, closed: 2 } as const;

/** A stored state as the list answers it (the column holds only the states above). */
export function todoState(stored: number): TodoState {
  return stored === TODO_STATE.handled || stored === TODO_STATE.closed ? stored : TODO_STATE.open;
}

/** Who raised items that no user made (history and the item's creator). */
export const SYSTEM_USER = { id: 0, name: 'system' } as const;

/**
 * To-do work (docs/alarms.md): items made by hand and items raised by serious alarms. An alarm raises one item
 * per point: while that point's item is open or handled, a new occurrence is added to its history instead of
 * raising another.
 */
export class TodoService {
  constructor(
    private readonly db: Db,
    private readonly level: number,
    private readonly changed: (psId: number | null) => void,
  ) {}

  /** Items for the serious occurrences among freshly written events. */
  async raiseFrom(events: StoredEvent[]): Promise<void> {
    for (const e of events) {
      if (e.action !== EVENT_ACTION.occur || e.level < this.level || !e.point_code || e.confirmed) continue;
      await this.raise(e);
    }
  }

  private async raise(e: StoredEvent): Promise<void> {
    const key = alarmKey(e);
    const now = Date.now();
    const english = String(translatorIn('en')(e.content_key, JSON.parse(e.content_params)));
    const open = await this.db
      .selectFrom('todo_item')
      .select('todo_id')
      .where('point_key', '=', key)
      .where('is_handle', '!=', TODO_STATE.closed)
      .executeTakeFirst();
    if (open) {
      await this.step(open.todo_id, SYSTEM_USER.name, 'recurred', english, now, e.event_id);
      await this.db
        .updateTable('todo_item')
        .set({ updated_at: now, event_id: e.event_id })
        .where('todo_id', '=', open.todo_id)
        .execute();
    } else {
      const { todo_id } = await this.db
        .insertInto('todo_item')
        .values({
          user_id: SYSTEM_USER.id,
          assignee_id: null,
          title: '',
          is_handle: TODO_STATE.open,
          created_at: now,
          updated_at: now,
          ps_id: e.ps_id,
          event_id: e.event_id,
          point_key: key,
          content: english,
          level: e.level,
        })
        .returning('todo_id')
        .executeTakeFirstOrThrow();
      await this.step(todo_id, SYSTEM_USER.name, 'raised', english, now, e.event_id);
    }
    this.changed(e.ps_id);
  }

  /** One line of an item's history. */
  async step(
    todoId: number,
    userName: string,
    step: string,
    note: string | null,
    at = Date.now(),
    eventId: number | null = null,
  ): Promise<void> {
    await this.db
      .insertInto('todo_history')
      .values({ todo_id: todoId, at, user_name: userName, step, note, event_id: eventId })
      .execute();
  }
}

import type { TFunction } from 'i18next';
import { eventText } from '../alarms/eventText';
import { SYSTEM_USER, todoState } from './todoService';
import type { TodoListRow } from './todoQuery';

/** An alarm's text from the event's columns as a join gives them (null when the item or step has no event). */
export function alarmText(
  t: TFunction,
  e: { content_key: string | null; content_params: string | null; equip_type: string | null; point_code: string | null },
): string | null {
  return e.content_key
    ? eventText(t, {
        content_key: e.content_key,
        content_params: e.content_params!,
        equip_type: e.equip_type!,
        point_code: e.point_code,
      })
    : null;
}

/** One row of the to-do list in the reader's language. */
export function todoRow(r: TodoListRow, t: TFunction, stations: ReadonlyMap<number, { psName: string; timeZone: string }>) {
  // An alarm's item is titled by its event, in the reader's language; its stored English text stays for a removed event.
  const alarm = alarmText(t, r);
  const station = r.ps_id === null ? undefined : stations.get(r.ps_id);
  return {
    todoId: r.todo_id,
    title: r.title || alarm || r.content || '',
    content: r.title ? r.content : null,
    psId: r.ps_id,
    psName: station?.psName ?? null,
    timeZone: station?.timeZone ?? null,
    level: r.level,
    eventId: r.event_id,
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_name,
    creatorName: r.user_id === SYSTEM_USER.id ? String(t('todo.system')) : (r.creator_name ?? ''),
    createdAt: r.created_at,
    updatedAt: r.updated_at ?? r.created_at,
    isHandle: todoState(r.is_handle),
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { grant, idColumn } from './steps';

/**
 * The alarm lifecycle (ISA-18.2): an occurrence stands until its condition clears and stays unacknowledged until
 * someone confirms it, with who, when and why; a chattering point folds its transitions into one entry with a
 * count. Shelves hide a point's alarms for a while. To-do items gain a station, an event, an assignee and a
 * history; users subscribe to alarm mail by level and station.
 */
export function alarms(dialect: Dialect): Migration {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      for (const [column, type] of [
        ['cleared_at', 'bigint'],
        ['confirmed_by', 'text'],
        ['confirmed_at', 'bigint'],
        ['confirm_comment', 'text'],
        ['last_time', 'bigint'],
      ] as const)
        await s.alterTable('event').addColumn(column, type).execute();
      await s
        .alterTable('event')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s
        .alterTable('event')
        .addColumn('repeats', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Occurrences of a store made before whose point has said nothing since stand until their vanish comes.
      await sql`update event set active = 1 where action = 1 and event_type in (1, 4, 5) and event_id in (
        select max(event_id) from event group by ps_id, equip_type, collect_id, point_code)`.execute(db);
      await s
        .createIndex('event_standing')
        .on('event')
        .columns(['ps_id', 'equip_type', 'collect_id', 'point_code'])
        .where(sql.ref('active'), '=', 1)
        .execute();
      await s.createIndex('event_time').on('event').columns(['event_time', 'event_id']).execute();

      await withId(s.createTable('alarm_shelf'), 'shelf_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('equip_type', 'text', (c) => c.notNull())
        .addColumn('collect_id', 'integer', (c) => c.notNull())
        .addColumn('point_code', 'text', (c) => c.notNull())
        .addColumn('shelved_until', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('shelved_by', 'text', (c) => c.notNull())
        .addColumn('shelved_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('alarm_shelf_point').on('alarm_shelf').columns(['ps_id', 'point_code']).execute();

      // user_id stays who made the item; assignee_id is whose work it is (none: the station's team).
      for (const [column, type] of [
        ['assignee_id', 'integer'],
        ['ps_id', 'integer'],
        ['event_id', 'integer'],
        ['point_key', 'text'],
        ['content', 'text'],
        ['level', 'integer'],
        ['updated_at', 'bigint'],
      ] as const)
        await s.alterTable('todo_item').addColumn(column, type).execute();
      await sql`update todo_item set assignee_id = user_id, updated_at = created_at`.execute(db);
      await s.createIndex('todo_item_open').on('todo_item').columns(['is_handle', 'assignee_id']).execute();
      await withId(s.createTable('todo_history'), 'history_id')
        .addColumn('todo_id', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .execute();
      await s.createIndex('todo_history_item').on('todo_history').columns(['todo_id']).execute();

      await s
        .createTable('alarm_subscription')
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('min_level', 'integer', (c) => c.notNull())
        .addColumn('stations', 'text')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('digest', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('digest_sent_day', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await grant(db, 'operator', ['event:event:confirm', 'event:event:export', 'workflow:todo:*']);
      await grant(db, 'gadmin', [
        'event:event:confirm',
        'event:event:export',
        'event:event:shelve',
        'event:event:remove',
        'workflow:todo:*',
      ]);
    },
  };
}

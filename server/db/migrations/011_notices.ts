import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { grant, idColumn } from './steps';

/**
 * Notices (docs/notices.md): a notice with its sanitized HTML body, the groups it is addressed to (none: all),
 * its attachments (uploads under /profile/notice) and who has read it. Group administrators of a store made
 * before may publish to their groups.
 */
export function notices(dialect: Dialect): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await withId(s.createTable('notice'), 'notice_id')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('to_all', 'integer', (c) => c.notNull())
        .addColumn('pinned', 'integer', (c) => c.notNull())
        .addColumn('publisher_id', 'integer', (c) => c.notNull())
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('notice_order').on('notice').columns(['pinned', 'published_at']).execute();
      await s
        .createTable('notice_group')
        .addColumn('notice_id', 'integer', (c) => c.notNull())
        .addColumn('dept_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('notice_group_pk', ['notice_id', 'dept_id'])
        .execute();
      await s.createIndex('notice_group_dept').on('notice_group').columns(['dept_id']).execute();
      await s
        .createTable('notice_read')
        .addColumn('notice_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('read_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('notice_read_pk', ['notice_id', 'user_id'])
        .execute();
      await s
        .createTable('notice_attachment')
        .addColumn('url', 'text', (c) => c.primaryKey())
        .addColumn('notice_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await s.createIndex('notice_attachment_notice').on('notice_attachment').columns(['notice_id']).execute();
      await grant(db, 'gadmin', ['office:notice:publish']);
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { grant, idColumn } from './steps';

/**
 * The document library (docs/documents.md): folders of a group (department), documents in them and every
 * version of each. Files live under the data folder with generated names; a version row keeps the name the
 * uploader gave. Operators read documents, group administrators write them in their group's subtree.
 */
export function documents(dialect: Dialect): Migration {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('doc_folder'), 'folder_id')
        .addColumn('parent_id', 'integer')
        .addColumn('dept_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await id(db.schema.createTable('doc_document'), 'doc_id')
        .addColumn('folder_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ext', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.notNull())
        .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('doc_document_folder_name')
        .on('doc_document')
        .columns(['folder_id', 'name'])
        .unique()
        .execute();
      await id(db.schema.createTable('doc_version'), 'version_id')
        .addColumn('doc_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull().unique())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.notNull())
        .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('doc_version_doc').on('doc_version').columns(['doc_id', 'version']).unique().execute();
      await grant(db, 'operator', ['office:document:list']);
      await grant(db, 'gadmin', [
        'office:document:list',
        'office:document:add',
        'office:document:edit',
        'office:document:remove',
      ]);
    },
  };
}

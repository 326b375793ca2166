import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import type { DocumentDisk } from './documentDisk';
import { storedVersionName } from './documentNames';

export interface NewVersion {
  folderId: number;
  name: string;
  ext: string;
  data: Buffer;
  userId: number;
  now: number;
}

/**
 * Stores a file as a new document, or as the next version of the document it names: the same name in the same
 * folder (without regard to case), or `docId` when the user chose "new version" on a document. The file is
 * written first under a generated name; the rows follow in one transaction, and a refused write takes the
 * file away again.
 */
export async function storeVersion(
  db: Db,
  disk: DocumentDisk,
  file: NewVersion,
  docId?: number,
): Promise<{ docId: number; version: number }> {
  const storedName = storedVersionName(file.ext);
  await disk.writeVersion(storedName, file.data);
  try {
    return await db.transaction().execute(async (tx) => {
      const existing = docId
        ? await tx.selectFrom('doc_document').selectAll().where('doc_id', '=', docId).executeTakeFirst()
        : await tx
            .selectFrom('doc_document')
            .selectAll()
            .where('folder_id', '=', file.folderId)
            .where(sql<string>`lower(name)`, '=', file.name.toLowerCase())
            .executeTakeFirst();
      if (existing && existing.ext !== file.ext)
        throw new ApiError(400, 'server.document.versionType', { type: existing.ext }, 'file');
      const figures = { size: file.data.length, uploaded_by: file.userId, uploaded_at: file.now };
      let id: number;
      let version: number;
      if (existing) {
        id = existing.doc_id;
        version = existing.version + 1;
        await tx
          .updateTable('doc_document')
          .set({ version, ...figures })
          .where('doc_id', '=', id)
          .execute();
      } else {
        version = 1;
        const row = await tx
          .insertInto('doc_document')
          .values({ folder_id: file.folderId, name: file.name, ext: file.ext, version, ...figures })
          .returning('doc_id')
          .executeTakeFirstOrThrow();
        id = row.doc_id;
      }
      await tx
        .insertInto('doc_version')
        .values({ doc_id: id, version, stored_name: storedName, ...figures })
        .execute();
      return { docId: id, version };
    });
  } catch (error) {
    await disk.removeVersion(storedName);
    throw error;
  }
}

/** Removes a document with every version and their files. */
export async function removeDocument(db: Db, disk: DocumentDisk, docId: number): Promise<void> {
  const versions = await db.selectFrom('doc_version').select('stored_name').where('doc_id', '=', docId).execute();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('doc_version').where('doc_id', '=', docId).execute();
    await tx.deleteFrom('doc_document').where('doc_id', '=', docId).execute();
  });
  for (const v of versions) await disk.removeVersion(v.stored_name);
}

/** A folder is removed only when it holds neither documents nor folders: nothing disappears by surprise. */
export async function requireEmptyFolder(db: Db, folderId: number): Promise<void> {
  const [doc, child] = await Promise.all([
    db.selectFrom('doc_document').select('doc_id').where('folder_id', '=', folderId).executeTakeFirst(),
    db.selectFrom('doc_folder').select('folder_id').where('parent_id', '=', folderId).executeTakeFirst(),
  ]);
  if (doc || child) throw new ApiError(409, 'server.document.folderNotEmpty', {}, 'ids');
}

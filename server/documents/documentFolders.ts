import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import { ApiError } from '../http/envelope';
import type { DocumentLibrary, FolderDto } from './documentLibrary';
import { mayWriteGroup } from './documentAccess';
import { cleanDocumentName } from './documentNames';

/** A folder's name as stored: cleaned of what a file system refuses, or a 400 naming `name`. */
export function folderNameOf(raw: string): string {
  const name = cleanDocumentName(raw);
  if (!name || name.length > 60) throw new ApiError(400, 'server.document.badName', {}, 'name');
  return name;
}

/** What a new folder is made from: its name, and its parent or, for a top folder, its group. */
export interface NewFolder {
  name: string;
  parentId?: number;
  deptId?: number;
}

/**
 * Makes a folder. A sub-folder belongs to its parent's group; a top folder to the group chosen, the caller's own
 * by default. The caller must be allowed to write in that group.
 */
export async function createFolder(db: Db, library: DocumentLibrary, caller: Principal, input: NewFolder): Promise<FolderDto> {
  const name = folderNameOf(input.name);
  const parent = input.parentId ? await library.folder(caller, input.parentId, true) : null;
  const deptId = parent?.dept_id ?? input.deptId ?? caller.deptId;
  if (!mayWriteGroup(caller, deptId)) throw new ApiError(403, 'server.auth.forbidden', {}, 'deptId');
  const group = await db.selectFrom('sys_dept').select('dept_name').where('dept_id', '=', deptId).executeTakeFirst();
  if (!group) throw new ApiError(400, 'server.document.noGroup', {}, 'deptId');
  const row = await db
    .insertInto('doc_folder')
    .values({
      parent_id: parent?.folder_id ?? null,
      dept_id: deptId,
      name,
      created_by: caller.userId,
      created_at: Date.now(),
    })
    .returning('folder_id')
    .executeTakeFirstOrThrow();
  return {
    folderId: row.folder_id,
    parentId: parent?.folder_id ?? null,
    deptId,
    deptName: group.dept_name,
    name,
    mayWrite: true,
  };
}

import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import { ApiError } from '../http/envelope';
import { countRows, onePage, type PageRequest } from '../http/pagination';
import { containsPattern } from '../stations/scope';
import type { DataOf, RowOf } from '../../shared/contracts/common';
import type { documentFolders, documentList, documentVersions } from '../../shared/contracts/documents';
import { mayReadGroup, mayWriteGroup, readableGroups } from './documentAccess';

/** A folder, a document row and a version as the library's calls answer them (their contracts'). */
export type FolderDto = DataOf<typeof documentFolders>[number];
export type DocumentDto = RowOf<typeof documentList>;
export type VersionDto = DataOf<typeof documentVersions>[number];

/** Which documents a list or an export takes: a folder's, or, with a name, those matching it. */
export interface DocumentFilter {
  folderId?: number;
  name?: string;
}

/**
 * The document library's queries. Everything the caller may not read is answered like something missing
 * (404), so ids of other groups' folders and documents do not leak.
 */
export class DocumentLibrary {
  constructor(private readonly db: Db) {}

  async folders(caller: Principal): Promise<FolderDto[]> {
    const groups = readableGroups(caller);
    let q = this.db
      .selectFrom('doc_folder')
      .leftJoin('sys_dept', 'sys_dept.dept_id', 'doc_folder.dept_id')
      .select(['doc_folder.folder_id', 'doc_folder.parent_id', 'doc_folder.dept_id', 'doc_folder.name', 'sys_dept.dept_name'])
      // Groups in the order staff management gives them, then folders by name.
      .orderBy('sys_dept.order_num')
      .orderBy('doc_folder.dept_id')
      .orderBy('doc_folder.name')
      .orderBy('doc_folder.folder_id');
    if (groups !== null) q = q.where('doc_folder.dept_id', 'in', groups.length ? groups : [-1]);
    const rows = await q.execute();
    return rows.map((r) => ({
      folderId: r.folder_id,
      parentId: r.parent_id,
      deptId: r.dept_id,
      deptName: r.dept_name ?? '',
      name: r.name,
      mayWrite: mayWriteGroup(caller, r.dept_id),
    }));
  }

  /** A folder the caller reads (and, with `write`, may change), or 404. */
  async folder(caller: Principal, folderId: number, write = false) {
    const row = await this.db.selectFrom('doc_folder').selectAll().where('folder_id', '=', folderId).executeTakeFirst();
    if (!row || !mayReadGroup(caller, row.dept_id)) throw new ApiError(404, 'server.document.folderNotFound');
    if (write && !mayWriteGroup(caller, row.dept_id)) throw new ApiError(403, 'server.auth.forbidden');
    return row;
  }

  /** A document the caller reads (and, with `write`, may change), with its folder's group, or 404. */
  async document(caller: Principal, docId: number, write = false) {
    const row = await this.db
      .selectFrom('doc_document')
      .innerJoin('doc_folder', 'doc_folder.folder_id', 'doc_document.folder_id')
      .selectAll('doc_document')
      .select('doc_folder.dept_id')
      .where('doc_id', '=', docId)
      .executeTakeFirst();
    if (!row || !mayReadGroup(caller, row.dept_id)) throw new ApiError(404, 'server.document.notFound');
    if (write && !mayWriteGroup(caller, row.dept_id)) throw new ApiError(403, 'server.auth.forbidden');
    return row;
  }

  /** One page of documents: of a folder, or, with a name, matching it anywhere the caller reads. */
  async list(caller: Principal, query: DocumentFilter, paging: PageRequest): Promise<{ rows: DocumentDto[]; total: number }> {
    const groups = readableGroups(caller);
    let q = this.db
      .selectFrom('doc_document')
      .innerJoin('doc_folder', 'doc_folder.folder_id', 'doc_document.folder_id')
      .innerJoin('doc_version', (j) =>
        j.onRef('doc_version.doc_id', '=', 'doc_document.doc_id').onRef('doc_version.version', '=', 'doc_document.version'),
      );
    if (groups !== null) q = q.where('doc_folder.dept_id', 'in', groups.length ? groups : [-1]);
    if (query.folderId !== undefined) q = q.where('doc_document.folder_id', '=', query.folderId);
    const name = query.name?.trim();
    if (name) q = q.where(sql<string>`lower(doc_document.name)`, 'like', sql<string>`${containsPattern(name)} escape '\\'`);
    const total = await countRows(q);
    const rows = await q
      .leftJoin('sys_user', 'sys_user.user_id', 'doc_document.uploaded_by')
      .select([
        'doc_document.doc_id',
        'doc_document.folder_id',
        'doc_folder.name as folder_name',
        'doc_folder.dept_id',
        'doc_document.name',
        'doc_document.ext',
        'doc_document.size',
        'doc_document.version',
        'doc_document.uploaded_at',
        'doc_version.stored_name',
        'sys_user.nick_name',
      ])
      .orderBy('doc_document.name')
      .orderBy('doc_document.doc_id')
      .$call(onePage(paging))
      .execute();
    return {
      total,
      rows: rows.map((r) => ({
        docId: r.doc_id,
        folderId: r.folder_id,
        folderName: r.folder_name,
        name: r.name,
        ext: r.ext,
        size: Number(r.size),
        version: r.version,
        uploadedBy: r.nick_name ?? '',
        uploadedAt: Number(r.uploaded_at),
        fileName: r.stored_name,
        mayWrite: mayWriteGroup(caller, r.dept_id),
      })),
    };
  }

  async versions(docId: number): Promise<VersionDto[]> {
    const rows = await this.db
      .selectFrom('doc_version')
      .leftJoin('sys_user', 'sys_user.user_id', 'doc_version.uploaded_by')
      .select(['version', 'size', 'uploaded_at', 'stored_name', 'sys_user.nick_name'])
      .where('doc_id', '=', docId)
      .orderBy('version', 'desc')
      .execute();
    return rows.map((r) => ({
      version: r.version,
      size: Number(r.size),
      uploadedBy: r.nick_name ?? '',
      uploadedAt: Number(r.uploaded_at),
      fileName: r.stored_name,
    }));
  }

  /** A stored version by its opaque name, with the name to save it under, when the caller reads its folder. */
  async readableVersion(caller: Principal, storedName: string): Promise<{ name: string; ext: string } | null> {
    const row = await this.db
      .selectFrom('doc_version')
      .innerJoin('doc_document', 'doc_document.doc_id', 'doc_version.doc_id')
      .innerJoin('doc_folder', 'doc_folder.folder_id', 'doc_document.folder_id')
      .select([
        'doc_document.name',
        'doc_document.ext',
        'doc_version.version',
        'doc_document.version as current',
        'doc_folder.dept_id',
      ])
      .where('doc_version.stored_name', '=', storedName)
      .executeTakeFirst();
    if (!row || !mayReadGroup(caller, row.dept_id)) return null;
    // An older version is saved with its number, so it is not mistaken for the current one.
    const name = row.version === row.current ? row.name : withVersion(row.name, row.version);
    return { name, ext: row.ext };
  }

  /** The document of this name in the folder (names compare without case), if any. */
  sameName(folderId: number, name: string) {
    return this.db
      .selectFrom('doc_document')
      .selectAll()
      .where('folder_id', '=', folderId)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
  }
}

function withVersion(name: string, version: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (v${version})${name.slice(dot)}` : `${name} (v${version})`;
}

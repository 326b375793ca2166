import type { FastifyInstance } from 'fastify';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requestLanguage, translatorFor } from '../http/language';
import { formatZonedTime } from '../../shared/zonedTime';
import { envelope } from '../http/responseSchemas';
import { toXlsx } from '../entities/spreadsheet';
import type { DocumentLibrary } from './documentLibrary';
import type { DocumentDisk } from './documentDisk';
import { mayWriteGroup } from './documentAccess';
import { cleanDocumentName, exportFileName } from './documentNames';
import { readDocumentUpload } from './documentUpload';
import { removeDocument, requireEmptyFolder, storeVersion } from './documentWrites';
import * as schemas from './documentSchemas';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const READ = 'office:document:list';
const ADD = 'office:document:add';
const EDIT = 'office:document:edit';
const REMOVE = 'office:document:remove';
/** A generated export waits this long for its download before the next export of its user tidies it away. */
const EXPORT_KEPT_MS = 60 * 60_000;

interface ListQuery {
  folderId?: number;
  name?: string;
  pageNum?: number;
  pageSize?: number;
}

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    folderId: schemas.idProperty,
    name: { type: 'string', maxLength: 120 },
    pageNum: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 200 },
  },
} as const;

/** The ids of a remove, as every remove route of the portal takes them (spec-digest 000 §7: `DELETE .../remove`). */
const idsBody = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: schemas.idProperty } },
} as const;

const idParams = (name: string) => ({ type: 'object', required: [name], properties: { [name]: schemas.idProperty } });

/** The document library (`/office/document`, docs/documents.md): folders, documents, versions, the list export. */
export function registerDocumentRoutes(app: FastifyInstance, library: DocumentLibrary, disk: DocumentDisk): void {
  const { db } = app;
  const folderNameOf = (raw: string) => {
    const name = cleanDocumentName(raw);
    if (!name || name.length > 60) throw new ApiError(400, 'server.document.badName', {}, 'name');
    return name;
  };

  registerRoutes(app, [
    route({
      method: 'GET',
      url: '/office/document/folders',
      access: READ,
      response: schemas.foldersAnswer,
      schema: {},
      handler: async (request) => ok(await library.folders(callerOf(request))),
    }),
    route<{ Body: { name: string; parentId?: number; deptId?: number } }>({
      method: 'POST',
      url: '/office/document/folder',
      access: ADD,
      response: envelope(schemas.folderSchema),
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: schemas.folderName, parentId: schemas.idProperty, deptId: schemas.idProperty },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const name = folderNameOf(request.body.name);
        // A sub-folder belongs to its parent's group; a top folder to the group chosen, the caller's own by default.
        const parent = request.body.parentId ? await library.folder(caller, request.body.parentId, true) : null;
        const deptId = parent?.dept_id ?? request.body.deptId ?? caller.deptId;
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
        return ok({
          folderId: row.folder_id,
          parentId: parent?.folder_id ?? null,
          deptId,
          deptName: group.dept_name,
          name,
          mayWrite: true,
        });
      },
    }),
    route<{ Body: { folderId: number; name: string } }>({
      method: 'PUT',
      url: '/office/document/folder',
      access: EDIT,
      response: envelope(),
      schema: {
        body: {
          type: 'object',
          required: ['folderId', 'name'],
          additionalProperties: false,
          properties: { folderId: schemas.idProperty, name: schemas.folderName },
        },
      },
      handler: async (request) => {
        const folder = await library.folder(callerOf(request), request.body.folderId, true);
        await db
          .updateTable('doc_folder')
          .set({ name: folderNameOf(request.body.name) })
          .where('folder_id', '=', folder.folder_id)
          .execute();
        return ok();
      },
    }),
    route<{ Body: { ids: number[] } }>({
      method: 'DELETE',
      url: '/office/document/folder/remove',
      access: REMOVE,
      response: envelope(),
      schema: { body: idsBody },
      handler: async (request) => {
        const caller = callerOf(request);
        // Every folder is checked before any goes: all of them are removed, or none.
        for (const id of request.body.ids) await requireEmptyFolder(db, (await library.folder(caller, id, true)).folder_id);
        await db.deleteFrom('doc_folder').where('folder_id', 'in', request.body.ids).execute();
        return ok();
      },
    }),
    route<{ Querystring: ListQuery }>({
      method: 'GET',
      url: '/office/document/list',
      access: READ,
      response: schemas.documentPage,
      schema: { querystring: listQuery },
      handler: async (request) => {
        const caller = callerOf(request);
        if (request.query.folderId) await library.folder(caller, request.query.folderId);
        const { rows, total } = await library.list(caller, request.query);
        return page(rows, total, request.query.pageSize ?? 20);
      },
    }),
    route<{ Querystring: { folderId: number } }>({
      method: 'POST',
      url: '/office/document/upload',
      access: ADD,
      response: schemas.storedAnswer,
      schema: { querystring: { type: 'object', required: ['folderId'], properties: { folderId: schemas.idProperty } } },
      handler: async (request) => {
        const caller = callerOf(request);
        const folder = await library.folder(caller, request.query.folderId, true);
        const file = await readDocumentUpload(request, app.config.documentMaxBytes);
        const stored = await storeVersion(db, disk, {
          ...file,
          folderId: folder.folder_id,
          userId: caller.userId,
          now: Date.now(),
        });
        return ok(stored);
      },
    }),
    route<{ Params: { docId: number } }>({
      method: 'POST',
      url: '/office/document/:docId/version',
      access: EDIT,
      response: schemas.storedAnswer,
      schema: { params: idParams('docId') },
      handler: async (request) => {
        const caller = callerOf(request);
        const doc = await library.document(caller, request.params.docId, true);
        const file = await readDocumentUpload(request, app.config.documentMaxBytes);
        // The document keeps its name; the new file's content must be of the same kind.
        const version = { ...file, name: doc.name, folderId: doc.folder_id, userId: caller.userId, now: Date.now() };
        return ok(await storeVersion(db, disk, version, doc.doc_id));
      },
    }),
    route<{ Params: { docId: number } }>({
      method: 'GET',
      url: '/office/document/:docId/versions',
      access: READ,
      response: schemas.versionsAnswer,
      schema: { params: idParams('docId') },
      handler: async (request) => {
        const doc = await library.document(callerOf(request), request.params.docId);
        return ok(await library.versions(doc.doc_id));
      },
    }),
    route<{ Body: { ids: number[] } }>({
      method: 'DELETE',
      url: '/office/document/remove',
      access: REMOVE,
      response: envelope(),
      schema: { body: idsBody },
      handler: async (request) => {
        const caller = callerOf(request);
        for (const id of request.body.ids) await library.document(caller, id, true);
        for (const id of request.body.ids) await removeDocument(db, disk, id);
        return ok();
      },
    }),
    route<{ Body: ListQuery }>({
      method: 'POST',
      url: '/office/document/export',
      access: READ,
      response: schemas.exportAnswer,
      schema: {
        body: { ...listQuery, properties: { folderId: listQuery.properties.folderId, name: listQuery.properties.name } },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        if (request.body.folderId) await library.folder(caller, request.body.folderId);
        const { rows } = await library.list(caller, { ...request.body, pageNum: 1, pageSize: 10_000 });
        const t = translatorFor(request);
        const header = ['name', 'folder', 'type', 'size', 'version', 'uploadedBy', 'uploadedAt'].map((k) =>
          t(`document.column.${k}`),
        );
        const file = await toXlsx(
          header,
          rows.map((r) => [
            r.name,
            r.folderName,
            r.ext.slice(1),
            r.size,
            r.version,
            r.uploadedBy,
            // The reader's zone is unknown here: UTC, marked so (docs/formats.md).
            formatZonedTime(r.uploadedAt, requestLanguage(request), 'UTC', 'second', null),
          ]),
        );
        // Written to the caller's own export area; the browser fetches it through /common/download, which may
        // delete it after sending (`delete=true`).
        const area = await disk.exportArea(caller.userId);
        const now = Date.now();
        await disk.pruneExports(area, EXPORT_KEPT_MS, now);
        const fileName = exportFileName('documents', '.xlsx');
        await writeFile(path.join(area, fileName), file);
        return ok({ fileName });
      },
    }),
  ]);
}

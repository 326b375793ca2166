import type { FastifyInstance } from 'fastify';
import { ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { pagingProperties, type PageLimits, type PageRequest } from '../http/pagination';
import { envelope } from '../http/responseSchemas';
import type { DocumentFilter, DocumentLibrary } from './documentLibrary';
import type { DocumentDisk } from './documentDisk';
import { createFolder, folderNameOf } from './documentFolders';
import { exportDocumentList } from './documentExport';
import { readDocumentUpload } from './documentUpload';
import { removeDocument, requireEmptyFolder, storeVersion } from './documentWrites';
import * as schemas from './documentSchemas';

const READ = 'office:document:list';
const ADD = 'office:document:add';
const EDIT = 'office:document:edit';
const REMOVE = 'office:document:remove';

/** A folder's documents: up to 200 a page, 20 unless asked, and no page beyond 100 000. */
const DOCUMENT_PAGES: PageLimits = { maxPageSize: 200, defaultPageSize: 20, maxPageNum: 100_000 };

const filterProperties = {
  folderId: schemas.idProperty,
  name: { type: 'string', maxLength: 120 },
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
  registerRoutes(app, [
    ...folderRoutes(app, library),
    ...documentListRoutes(library, disk),
    ...documentFileRoutes(app, library, disk),
  ]);
}

/** The folders the caller reads; making, renaming and removing them. */
function folderRoutes(app: FastifyInstance, library: DocumentLibrary) {
  const { db } = app;
  return [
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
      handler: async (request) => ok(await createFolder(db, library, callerOf(request), request.body)),
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
  ];
}

/** The documents of a folder or matching a name, a page at a time, and the same list as a spreadsheet. */
function documentListRoutes(library: DocumentLibrary, disk: DocumentDisk) {
  return [
    route<{ Querystring: DocumentFilter & PageRequest }>({
      method: 'GET',
      url: '/office/document/list',
      access: READ,
      response: schemas.documentPage,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...filterProperties, ...pagingProperties(DOCUMENT_PAGES) },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        if (request.query.folderId) await library.folder(caller, request.query.folderId);
        const { rows, total } = await library.list(caller, request.query, request.query);
        return page(rows, total, request.query.pageSize);
      },
    }),
    route<{ Body: DocumentFilter }>({
      method: 'POST',
      url: '/office/document/export',
      access: READ,
      response: schemas.exportAnswer,
      schema: { body: { type: 'object', additionalProperties: false, properties: filterProperties } },
      handler: async (request) => {
        const caller = callerOf(request);
        if (request.body.folderId) await library.folder(caller, request.body.folderId);
        return ok({ fileName: await exportDocumentList(request, library, disk, caller, request.body) });
      },
    }),
  ];
}

/** A document's files: uploading one, a new version, its versions, removing documents. */
function documentFileRoutes(app: FastifyInstance, library: DocumentLibrary, disk: DocumentDisk) {
  const { db } = app;
  return [
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
  ];
}

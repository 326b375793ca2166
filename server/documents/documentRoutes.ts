import type { FastifyInstance } from 'fastify';
import { ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { pageOf } from '../http/pagination';
import {
  DOCUMENT_PAGES,
  createFolder as createFolderContract,
  documentFolders,
  documentList,
  documentVersions,
  exportDocuments,
  removeDocuments,
  removeFolders,
  renameFolder,
  uploadDocument,
  uploadVersion,
} from '../../shared/contracts/documents';
import type { DocumentLibrary } from './documentLibrary';
import type { DocumentDisk } from './documentDisk';
import { createFolder, folderNameOf } from './documentFolders';
import { exportDocumentList } from './documentExport';
import { readDocumentUpload } from './documentUpload';
import { removeDocument, requireEmptyFolder, storeVersion } from './documentWrites';

const READ = 'office:document:list';
const ADD = 'office:document:add';
const EDIT = 'office:document:edit';
const REMOVE = 'office:document:remove';

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
    route(documentFolders, {
      access: READ,
      handler: async (request) => ok(await library.folders(callerOf(request))),
    }),
    route(createFolderContract, {
      access: ADD,
      handler: async (request) => ok(await createFolder(db, library, callerOf(request), request.body)),
    }),
    route(renameFolder, {
      access: EDIT,
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
    route(removeFolders, {
      access: REMOVE,
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
    route(documentList, {
      access: READ,
      handler: async (request) => {
        const caller = callerOf(request);
        if (request.query.folderId) await library.folder(caller, request.query.folderId);
        const paging = pageOf(request.query, DOCUMENT_PAGES);
        const { rows, total } = await library.list(caller, request.query, paging);
        return page(rows, total, paging.pageSize);
      },
    }),
    route(exportDocuments, {
      access: READ,
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
    route(uploadDocument, {
      access: ADD,
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
    route(uploadVersion, {
      access: EDIT,
      handler: async (request) => {
        const caller = callerOf(request);
        const doc = await library.document(caller, request.params.docId, true);
        const file = await readDocumentUpload(request, app.config.documentMaxBytes);
        // The document keeps its name; the new file's content must be of the same kind.
        const version = { ...file, name: doc.name, folderId: doc.folder_id, userId: caller.userId, now: Date.now() };
        return ok(await storeVersion(db, disk, version, doc.doc_id));
      },
    }),
    route(documentVersions, {
      access: READ,
      handler: async (request) => {
        const doc = await library.document(callerOf(request), request.params.docId);
        return ok(await library.versions(doc.doc_id));
      },
    }),
    route(removeDocuments, {
      access: REMOVE,
      handler: async (request) => {
        const caller = callerOf(request);
        for (const id of request.body.ids) await library.document(caller, id, true);
        for (const id of request.body.ids) await removeDocument(db, disk, id);
        return ok();
      },
    }),
  ];
}

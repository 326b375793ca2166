/**
 * Contracts of the document library (`/office/document`, docs/documents.md): folders, documents a page at a
 * time, their versions, uploads, removal, the list as a spreadsheet, and `/common/download` of a file the
 * server keeps.
 */
import { Type } from 'typebox';
import {
  contract,
  emptyEnvelope,
  envelope,
  FILE,
  id,
  namedGroup,
  nullable,
  oneOf,
  pageEnvelope,
  type PageLimits,
  pagingProperties,
  removeBody,
} from './common';

/** A folder's documents: up to 200 a page, 20 unless asked, and no page beyond 100 000. */
export const DOCUMENT_PAGES: PageLimits = { maxPageSize: 200, defaultPageSize: 20, maxPageNum: 100_000 };

/** A folder of the library. */
const folder = Type.Object({
  folderId: Type.Integer(),
  parentId: nullable('integer'),
  ...namedGroup,
  name: Type.String(),
  /** The caller may add, rename and remove in it. */
  mayWrite: Type.Boolean(),
});

/** One document of the library as the list answers it and the page shows it. */
export const documentRow = Type.Object({
  docId: Type.Integer(),
  folderId: Type.Integer(),
  folderName: Type.String(),
  name: Type.String(),
  /** `.pdf`, `.xlsx`, ... */
  ext: Type.String(),
  size: Type.Integer(),
  version: Type.Integer(),
  uploadedBy: Type.String(),
  /** Epoch milliseconds. */
  uploadedAt: Type.Integer(),
  /** The current version's opaque name for `/common/download`. */
  fileName: Type.String(),
  mayWrite: Type.Boolean(),
});

const folderName = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });
/** What the list and its export select by: a folder, a part of the name. */
const filter = { folderId: Type.Optional(id), name: Type.Optional(Type.String({ maxLength: 120 })) };
/** A stored upload: the document and its new version. */
const stored = envelope(Type.Object({ docId: Type.Integer(), version: Type.Integer() }));

/** The folders the caller reads. */
export const documentFolders = contract({
  method: 'GET',
  url: '/office/document/folders',
  response: envelope(Type.Array(folder)),
});

/** Makes a folder below `parentId`, or a group's top folder (`deptId`). */
export const createFolder = contract({
  method: 'POST',
  url: '/office/document/folder',
  body: Type.Object(
    { name: folderName, parentId: Type.Optional(id), deptId: Type.Optional(id) },
    { additionalProperties: false },
  ),
  response: envelope(folder),
});

export const renameFolder = contract({
  method: 'PUT',
  url: '/office/document/folder',
  body: Type.Object({ folderId: id, name: folderName }, { additionalProperties: false }),
  response: emptyEnvelope,
});

/** Removes empty folders: all of them, or none. */
export const removeFolders = contract({
  method: 'DELETE',
  url: '/office/document/folder/remove',
  body: removeBody,
  response: emptyEnvelope,
});

export const documentList = contract({
  method: 'GET',
  url: '/office/document/list',
  querystring: Type.Object({ ...filter, ...pagingProperties(DOCUMENT_PAGES) }, { additionalProperties: false }),
  response: pageEnvelope(documentRow),
});

/** Writes the list into the caller's export area; answers the name to download once (`/common/download`). */
export const exportDocuments = contract({
  method: 'POST',
  url: '/office/document/export',
  body: Type.Object(filter, { additionalProperties: false }),
  response: envelope(Type.Object({ fileName: Type.String() })),
});

/** Uploads into a folder (multipart): a new document, or the next version of the one with the same name. */
export const uploadDocument = contract({
  method: 'POST',
  url: '/office/document/upload',
  querystring: Type.Object({ folderId: id }),
  response: stored,
});

/** Uploads the next version of a document (multipart); it keeps its name. */
export const uploadVersion = contract({
  method: 'POST',
  url: '/office/document/:docId/version',
  params: Type.Object({ docId: id }),
  response: stored,
});

export const documentVersions = contract({
  method: 'GET',
  url: '/office/document/:docId/versions',
  params: Type.Object({ docId: id }),
  response: envelope(
    Type.Array(
      Type.Object({
        version: Type.Integer(),
        size: Type.Integer(),
        uploadedBy: Type.String(),
        uploadedAt: Type.Integer(),
        fileName: Type.String(),
      }),
    ),
  ),
});

/** Removes documents with all their versions: all of them, or none. */
export const removeDocuments = contract({
  method: 'DELETE',
  url: '/office/document/remove',
  body: removeBody,
  response: emptyEnvelope,
});

/**
 * A file the server keeps, by the opaque name it gave out (spec-digest 000 §7): a document version, or the
 * caller's own export, which `delete=true` removes once read.
 */
export const download = contract({
  method: 'GET',
  url: '/common/download',
  querystring: Type.Object({
    fileName: Type.String({ maxLength: 200 }),
    delete: Type.Optional(oneOf(['true', 'false'])),
  }),
  response: FILE,
});

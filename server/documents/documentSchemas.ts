import { arrayOf, boolean, envelope, integer, nullable, object, pageEnvelope, string } from '../http/responseSchemas';

export const idProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const folderName = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;

export const folderSchema = object({
  folderId: integer,
  parentId: nullable('integer'),
  deptId: integer,
  deptName: string,
  name: string,
  mayWrite: boolean,
});

export const documentRowSchema = object({
  docId: integer,
  folderId: integer,
  folderName: string,
  name: string,
  ext: string,
  size: integer,
  version: integer,
  uploadedBy: string,
  uploadedAt: integer,
  fileName: string,
  mayWrite: boolean,
});

export const versionSchema = object({
  version: integer,
  size: integer,
  uploadedBy: string,
  uploadedAt: integer,
  fileName: string,
});

export const foldersAnswer = envelope(arrayOf(folderSchema));
export const documentPage = pageEnvelope(documentRowSchema);
export const versionsAnswer = envelope(arrayOf(versionSchema));
export const storedAnswer = envelope(object({ docId: integer, version: integer }));
export const exportAnswer = envelope(object({ fileName: string }));

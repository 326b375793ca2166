import { callContract } from './contractCall';
import { callData, request } from './request';
import { saveBlob } from './download';
import type { DataOf, QueryOf, RowOf } from '../shared/contracts/common';
import type * as documents from '../shared/contracts/documents';

/** A folder of the library; `mayWrite`: the caller may add, rename and remove in it. */
export type DocFolder = DataOf<typeof documents.documentFolders>[number];

/** A document row of the list. */
export type DocRow = RowOf<typeof documents.documentList>;

export type DocVersion = DataOf<typeof documents.documentVersions>[number];

export type DocQuery = QueryOf<typeof documents.documentList>;

/** What an upload stored: the document and its new version. */
type Stored = DataOf<typeof documents.uploadDocument>;

export const createFolder = (body: { name: string; parentId?: number; deptId?: number }) =>
  callContract<typeof documents.createFolder>({ method: 'POST', url: '/office/document/folder' }, { body });
export const renameFolder = (folderId: number, name: string) =>
  callContract<typeof documents.renameFolder>({ method: 'PUT', url: '/office/document/folder' }, { body: { folderId, name } });
export const deleteFolder = (folderId: number) =>
  callContract<typeof documents.removeFolders>(
    { method: 'DELETE', url: '/office/document/folder/remove' },
    { body: { ids: [folderId] } },
  );
export const deleteDocument = (docId: number) =>
  callContract<typeof documents.removeDocuments>(
    { method: 'DELETE', url: '/office/document/remove' },
    { body: { ids: [docId] } },
  );

/** Uploads into a folder (multipart, which a contract does not describe): a new document, or the next version of the one with the same name. */
export function uploadDocument(folderId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return callData<Stored>({ method: 'POST', url: '/office/document/upload', params: { folderId }, data: body });
}

/** Uploads the next version of a document (it keeps its name). */
export function uploadVersion(docId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return callData<Stored>({ method: 'POST', url: `/office/document/${docId}/version`, data: body });
}

/** `/common/download` of a name the server gave out (spec-digest 000 §7), under `/prod-api` as the browser sees it. */
export function downloadPath(fileName: string, remove = false): string {
  return `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}${remove ? '&delete=true' : ''}`;
}

/** Saves a file the server keeps under `saveAs`; a refusal shows as the usual toast. */
export async function downloadStored(fileName: string, saveAs: string, remove = false): Promise<void> {
  const response = await request.request<Blob>({
    url: '/common/download',
    params: remove ? { fileName, delete: 'true' } : { fileName },
    responseType: 'blob',
  });
  saveBlob(response.data, saveAs);
}

/** The list written by the server into the caller's export area, then downloaded once and deleted there. */
export async function exportDocuments(query: DocQuery, saveAs: string): Promise<void> {
  const { fileName } = await callContract<typeof documents.exportDocuments>(
    { method: 'POST', url: '/office/document/export' },
    { body: { folderId: query.folderId, name: query.name || undefined } },
  );
  await downloadStored(fileName, saveAs, true);
}

export type PdfFetch = { ok: true; data: ArrayBuffer; name: string } | { ok: false; status: number };

/** The name a download is saved under, from its Content-Disposition (the UTF-8 form first). */
export function savedName(disposition: string | undefined, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      /* a broken encoding: take the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * A PDF as bytes, asked for through the portal's own client (the session cookie, the anti-forgery and
 * language headers), so the server's checks apply. `path` is below `/prod-api`. The status of a refusal is
 * answered rather than toasted: the viewer says what went wrong in its own place.
 */
export async function fetchPdfBytes(path: string): Promise<PdfFetch> {
  const response = await request.request<Blob>({ url: path, responseType: 'blob', validateStatus: () => true, silent: true });
  if (response.status !== 200) return { ok: false, status: response.status };
  const name = savedName(response.headers['content-disposition'] as string | undefined, 'document.pdf');
  return { ok: true, data: await response.data.arrayBuffer(), name };
}

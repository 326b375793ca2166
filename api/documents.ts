import type { DocumentDto } from '../shared/documentDto';
import { callData, callPage, request } from './request';
import { saveBlob } from './download';

/** A folder of the library (server/documents/documentLibrary.ts). */
export interface DocFolder {
  folderId: number;
  parentId: number | null;
  deptId: number;
  deptName: string;
  name: string;
  /** The caller may add, rename and remove in it. */
  mayWrite: boolean;
}

/** A document row of the list (shared/documentDto.ts). */
export type DocRow = DocumentDto;

export interface DocVersion {
  version: number;
  size: number;
  uploadedBy: string;
  uploadedAt: number;
  fileName: string;
}

export interface DocQuery {
  folderId?: number;
  name?: string;
  pageNum?: number;
  pageSize?: number;
}

const BASE = '/office/document';

export const fetchFolders = () => callData<DocFolder[]>({ url: `${BASE}/folders` });
export const listDocuments = (query: DocQuery) => callPage<DocRow>({ url: `${BASE}/list`, params: query });
export const createFolder = (body: { name: string; parentId?: number; deptId?: number }) =>
  callData<DocFolder>({ method: 'POST', url: `${BASE}/folder`, data: body });
export const renameFolder = (folderId: number, name: string) =>
  callData<void>({ method: 'PUT', url: `${BASE}/folder`, data: { folderId, name } });
export const deleteFolder = (folderId: number) =>
  callData<void>({ method: 'DELETE', url: `${BASE}/folder/remove`, data: { ids: [folderId] } });
export const fetchVersions = (docId: number) => callData<DocVersion[]>({ url: `${BASE}/${docId}/versions` });
export const deleteDocument = (docId: number) =>
  callData<void>({ method: 'DELETE', url: `${BASE}/remove`, data: { ids: [docId] } });

/** Uploads into a folder: a new document, or the next version of the one with the same name. */
export function uploadDocument(folderId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return callData<{ docId: number; version: number }>({
    method: 'POST',
    url: `${BASE}/upload`,
    params: { folderId },
    data: body,
  });
}

/** Uploads the next version of a document (it keeps its name). */
export function uploadVersion(docId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return callData<{ docId: number; version: number }>({ method: 'POST', url: `${BASE}/${docId}/version`, data: body });
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
  const { fileName } = await callData<{ fileName: string }>({
    method: 'POST',
    url: `${BASE}/export`,
    data: { folderId: query.folderId, name: query.name || undefined },
  });
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

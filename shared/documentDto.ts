/** One document of the library as the list answers it (server/documents) and the page shows it. */
export interface DocumentDto {
  docId: number;
  folderId: number;
  folderName: string;
  name: string;
  /** `.pdf`, `.xlsx`, ... */
  ext: string;
  size: number;
  version: number;
  uploadedBy: string;
  /** Epoch milliseconds. */
  uploadedAt: number;
  /** The current version's opaque name for `/common/download`. */
  fileName: string;
  mayWrite: boolean;
}

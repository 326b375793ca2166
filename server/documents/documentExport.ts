import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import { requestLanguage, translatorFor } from '../http/language';
import { formatZonedTime } from '../../shared/zonedTime';
import { toXlsx } from '../entities/spreadsheet';
import type { DocumentFilter, DocumentLibrary } from './documentLibrary';
import type { DocumentDisk } from './documentDisk';
import { exportFileName } from './documentNames';

/** A generated export waits this long for its download before the next export of its user tidies it away. */
const EXPORT_KEPT_MS = 60 * 60_000;
/** The documents an export lists at most, on one page of the library's query. */
const EXPORT_MAX_ROWS = 10_000;

/**
 * Writes the documents the filter selects as a spreadsheet in the reader's language to the caller's own export
 * area, and answers its name: the browser fetches it through /common/download, which may delete it after
 * sending (`delete=true`).
 */
export async function exportDocumentList(
  request: FastifyRequest,
  library: DocumentLibrary,
  disk: DocumentDisk,
  caller: Principal,
  filter: DocumentFilter,
): Promise<string> {
  const { rows } = await library.list(caller, filter, { pageNum: 1, pageSize: EXPORT_MAX_ROWS });
  const t = translatorFor(request);
  const header = ['name', 'folder', 'type', 'size', 'version', 'uploadedBy', 'uploadedAt'].map((k) => t(`document.column.${k}`));
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
  const area = await disk.exportArea(caller.userId);
  await disk.pruneExports(area, EXPORT_KEPT_MS, Date.now());
  const fileName = exportFileName('documents', '.xlsx');
  await writeFile(path.join(area, fileName), file);
  return fileName;
}

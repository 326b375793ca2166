import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { readUpload } from '../http/upload';
import { storableContent } from '../files/fileContent';
import { cleanDocumentName, DOCUMENT_TYPES, extensionOf } from './documentNames';

/**
 * The file of a document upload, checked before anything is stored: present, within the size limit, of a kind
 * the library keeps, with a usable name, and with content that is what its name says (a renamed program or an
 * HTML page named .pdf is refused).
 */
export async function readDocumentUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ name: string; ext: string; data: Buffer }> {
  const maxMb = Math.round(maxBytes / (1024 * 1024));
  const tooLarge = () => new ApiError(400, 'validation.fileTooLarge', { max: maxMb }, 'file');
  const upload = await readUpload(request, maxBytes).catch((error: { statusCode?: number }) => {
    throw error.statusCode === 413 ? tooLarge() : error;
  });
  if (!upload) throw new ApiError(400, 'validation.uploadFirst', {}, 'file');
  if (upload.truncated || upload.data.length > maxBytes) throw tooLarge();
  const name = cleanDocumentName(upload.filename);
  if (!name) throw new ApiError(400, 'server.document.badName', {}, 'file');
  const ext = extensionOf(name);
  if (!DOCUMENT_TYPES.includes(ext))
    throw new ApiError(400, 'validation.fileTypes', { types: DOCUMENT_TYPES.join(', ') }, 'file');
  if (upload.data.length === 0 || !(await storableContent(ext, upload.data)))
    throw new ApiError(400, 'validation.fileContent', { type: ext }, 'file');
  return { name, ext, data: upload.data };
}

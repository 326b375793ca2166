import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/** The one file of a multipart request, read whole (the multipart limits keep it small). */
export interface Upload {
  filename: string;
  data: Buffer;
  /** The file was longer than the upload limit and was cut. */
  truncated: boolean;
}

const isRefusal = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return error instanceof ApiError || (typeof status === 'number' && status >= 400 && status < 500);
};

/**
 * Reads the uploaded file, or answers undefined when the request carries none. A multipart body that ends
 * early or is no multipart at all (busboy's plain errors) is the client's mistake: 400, not a fault.
 */
export async function readUpload(request: FastifyRequest, maxBytes?: number): Promise<Upload | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    // A route with a limit of its own (the document library) replaces the app-wide one.
    const file = await request.file(maxBytes ? { limits: { fileSize: maxBytes, files: 1 } } : undefined);
    if (!file) return undefined;
    const data = await file.toBuffer();
    return { filename: file.filename, data, truncated: file.file.truncated };
  } catch (error) {
    if (isRefusal(error)) throw error;
    throw new ApiError(400, 'server.uploadBroken', {}, 'file');
  }
}

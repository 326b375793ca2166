import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { readUpload } from '../http/upload';
import { storableContent } from '../files/fileContent';
import { NOTICE_LIMITS } from '../../shared/noticeLimits';
import { NOTICE_UPLOAD } from './noticeBoard';

/**
 * Stores a publisher's attachment under a random name once its content is what its extension says, and
 * registers it as the caller's notice upload, so only a checked file can be attached to a notice.
 */
export async function storeNoticeAttachment(app: FastifyInstance, request: FastifyRequest) {
  const field = 'attachments';
  const upload = await readUpload(request);
  if (!upload) throw new ApiError(400, 'validation.uploadFirst', {}, field);
  const ext = path.extname(upload.filename).toLowerCase();
  if (!NOTICE_LIMITS.fileTypes.includes(ext))
    throw new ApiError(400, 'validation.fileTypes', { types: NOTICE_LIMITS.fileTypes.join(', ') }, field);
  if (upload.truncated) throw new ApiError(400, 'validation.fileTooLarge', { max: 5 }, field);
  const data = await storableContent(ext, upload.data);
  if (!data) throw new ApiError(400, 'validation.fileContent', { type: ext }, field);
  const name = `${crypto.randomBytes(12).toString('base64url')}${ext}`;
  const url = `/profile/${NOTICE_UPLOAD.entity}/${name}`;
  const dir = path.join(app.files.uploadsDir, NOTICE_UPLOAD.entity);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), data);
  await app.db
    .insertInto('sys_upload')
    .values({ url, ...NOTICE_UPLOAD, uploaded_by: callerOf(request).userId, uploaded_at: Date.now() })
    .execute();
  return { url, name: upload.filename.slice(0, 200), size: data.length };
}

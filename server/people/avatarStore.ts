import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { readUpload } from '../http/upload';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, avatarImage } from './avatarImage';

/**
 * Stores the caller's new avatar and lets go of the old one. The bytes must be a PNG or JPEG by their own
 * header, whatever the name says; the file is named by the server, registered to its uploader (who alone,
 * with administrators, may read it) and served as an image that never runs.
 */
export async function storeAvatar(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const caller = callerOf(request);
  const upload = await readUpload(request);
  if (!upload) throw new ApiError(400, 'validation.uploadFirst', {}, 'avatarfile');
  if (upload.truncated || upload.data.length > AVATAR_MAX_BYTES)
    throw new ApiError(400, 'validation.fileTooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 }, 'avatarfile');
  const image = avatarImage(upload.data);
  if (!image) throw new ApiError(400, 'server.profile.avatarNotImage', { side: AVATAR_MAX_SIDE }, 'avatarfile');
  const name = `${crypto.randomBytes(12).toString('base64url')}${image.ext}`;
  const url = `/profile/avatar/${name}`;
  const dir = path.join(app.config.dataDir, 'uploads', 'avatar');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), upload.data);
  const old = await app.db.selectFrom('sys_user').select('avatar').where('user_id', '=', caller.userId).executeTakeFirst();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sys_upload')
      .values({ url, entity: 'user', field: 'avatar', uploaded_by: caller.userId, uploaded_at: Date.now() })
      .execute();
    await trx.updateTable('sys_user').set({ avatar: url }).where('user_id', '=', caller.userId).execute();
  });
  if (old?.avatar?.startsWith('/profile/avatar/')) {
    const file = app.files.pathOf(old.avatar);
    if (file) await fs.rm(file, { force: true });
    await app.db.deleteFrom('sys_upload').where('url', '=', old.avatar).execute();
  }
  return url;
}

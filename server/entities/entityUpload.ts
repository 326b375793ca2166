import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ApiError, ok } from '../http/envelope';
import { callerOf, route, type Route } from '../http/route';
import type { EntityContracts } from '../../shared/contracts/entities';
import { readUpload } from '../http/upload';
import type { EntityAccess } from './entityAccess';
import { storableContent } from '../files/fileContent';

/**
 * Files of an entity's file fields (diagram SVGs, plant attachments): stored under the data directory and
 * served from /prod-api/profile; the field keeps the answered URL. The content must be what the name says
 * (server/files/fileContent.ts); SVGs are stored sanitized. Each upload is registered with its field and
 * uploader, so a row can only point at a file checked for that field.
 */
export function uploadRoutes(access: EntityAccess, contracts: EntityContracts): Record<string, Route> {
  const { def, app } = access;
  return {
    upload: route(contracts.upload, {
      access: access.can('add'),
      handler: async (request) => {
        const field = def.fields[request.query.field]!;
        const upload = await readUpload(request);
        if (!upload) throw new ApiError(400, 'validation.uploadFirst', {}, request.query.field);
        const ext = path.extname(upload.filename).toLowerCase();
        if (!field.accept!.includes(ext))
          throw new ApiError(400, 'validation.fileTypes', { types: field.accept!.join(', ') }, request.query.field);
        const received = upload.data;
        if (upload.truncated) throw new ApiError(400, 'validation.fileTooLarge', { max: 5 }, request.query.field);
        const data = await storableContent(ext, received);
        if (!data)
          throw new ApiError(
            400,
            ext === '.svg' ? 'validation.svgUnreadable' : 'validation.fileContent',
            { type: ext },
            request.query.field,
          );
        const name = `${crypto.randomBytes(12).toString('base64url')}${ext}`;
        const url = `/profile/${def.name}/${name}`;
        const dir = path.join(app.config.dataDir, 'uploads', def.name);
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, name), data);
        await app.db
          .insertInto('sys_upload')
          .values({
            url,
            entity: def.name,
            field: request.query.field,
            uploaded_by: callerOf(request).userId,
            uploaded_at: Date.now(),
          })
          .execute();
        return ok({ url, name: upload.filename.slice(0, 200), size: data.length });
      },
    }),
  };
}

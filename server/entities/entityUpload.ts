import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ApiError, ok } from '../http/envelope';
import { callerOf, route, type Route } from '../http/route';
import { readUpload } from '../http/upload';
import type { EntityAccess } from './entityAccess';
import { storableContent } from '../files/fileContent';
import { envelope, object, string, integer } from '../http/responseSchemas';

/**
 * Files of an entity's file fields (diagram SVGs, plant attachments): stored under the data directory and
 * served from /prod-api/profile; the field keeps the answered URL. The content must be what the name says
 * (server/files/fileContent.ts); SVGs are stored sanitized. Each upload is registered with its field and
 * uploader, so a row can only point at a file checked for that field.
 */
export function uploadRoutes(access: EntityAccess): Record<string, Route<any>> {
  const { def, app } = access;
  const fileFields = Object.entries(def.fields).filter(([, f]) => f.widget === 'file');
  return {
    upload: route<{ Querystring: { field: string } }>({
      method: 'POST',
      url: `${def.basePath}/upload`,
      access: access.can('add'),
      response: envelope(object({ url: string, name: string, size: integer })),
      schema: {
        querystring: {
          type: 'object',
          required: ['field'],
          properties: { field: { type: 'string', enum: fileFields.map(([name]) => name) } },
        },
      },
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

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ApiError, ok } from '../http/envelope';
import { route, type Route } from '../http/route';
import { readUpload } from '../http/upload';
import type { EntityAccess } from './entityAccess';
import { sanitizeSvg } from './svgSanitize';

/**
 * Files of an entity's file fields (diagram SVGs, plant attachments): stored under the data directory and
 * served from /prod-api/profile; the field keeps the answered URL. SVGs are sanitized before they are stored.
 */
export function uploadRoutes(access: EntityAccess): Record<string, Route<any>> {
  const { def, app } = access;
  const fileFields = Object.entries(def.fields).filter(([, f]) => f.widget === 'file');
  return {
    upload: route<{ Querystring: { field: string } }>({
      method: 'POST',
      url: `${def.basePath}/upload`,
      access: access.can('add'),
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
        let data = upload.data;
        if (upload.truncated) throw new ApiError(400, 'validation.fileTooLarge', { max: 5 }, request.query.field);
        if (ext === '.svg') {
          const clean = sanitizeSvg(data.toString('utf8'));
          if (!clean) throw new ApiError(400, 'validation.svgUnreadable', {}, request.query.field);
          data = Buffer.from(clean, 'utf8');
        }
        const name = `${crypto.randomBytes(12).toString('base64url')}${ext}`;
        const dir = path.join(app.config.dataDir, 'uploads', def.name);
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, name), data);
        return ok({ url: `/profile/${def.name}/${name}`, name: upload.filename.slice(0, 200), size: data.length });
      },
    }),
  };
}

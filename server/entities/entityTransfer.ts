import type { FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { NO_INPUT, route, type Route } from '../http/route';
import { translatorFor } from '../http/language';
import { readUpload } from '../http/upload';
import { writable } from './definition';
import type { EntityAccess } from './entityAccess';
import type { LooseDb } from './entityStore';
import { fromDelimited, fromXlsx, toXlsx } from './spreadsheet';

const MAX_IMPORT_ROWS = 5000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Export (a real .xlsx), its empty template, and import with a per-row report that writes all rows or none. */
export function transferRoutes(
  access: EntityAccess,
  listQuerySchema: object,
  changed: (request: FastifyRequest) => Promise<void>,
): Record<string, Route<any>> {
  const { def } = access;
  const formats = def.importFormats ?? ['xlsx'];
  const columnsOf = (request: FastifyRequest, forImport: boolean) => {
    const t = translatorFor(request);
    return Object.entries(def.fields)
      .filter(([name, f]) => (forImport ? name !== access.key && writable(f) : !f.secret))
      .map(([name, f]) => ({ name, title: f.label ? t(f.label) : name, type: f.type }));
  };
  const cellOf = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : value);

  return {
    export: route<{ Querystring: Record<string, unknown> }>({
      method: 'GET',
      url: `${def.basePath}/export`,
      access: access.can('export'),
      schema: { querystring: listQuerySchema },
      handler: async (request, reply) => {
        const columns = columnsOf(request, false);
        const rows = await access.dtos(
          request,
          await access.query(request, request.query).selectAll().orderBy(access.keyColumn).limit(100_000).execute(),
        );
        const file = await toXlsx(
          columns.map((c) => c.title),
          rows.map((dto) => columns.map((c) => cellOf(dto[c.name]))),
        );
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename="${def.name}.xlsx"`)
          .send(file);
      },
    }),

    template: route({
      method: 'GET',
      url: `${def.basePath}/template`,
      access: access.can('import'),
      schema: NO_INPUT,
      handler: async (request, reply) => {
        const file = await toXlsx(
          columnsOf(request, true).map((c) => c.title),
          [],
        );
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename="${def.name}-template.xlsx"`)
          .send(file);
      },
    }),

    import: route({
      method: 'POST',
      url: `${def.basePath}/import`,
      access: access.can('import'),
      schema: NO_INPUT,
      handler: async (request) => {
        const t = translatorFor(request);
        const upload = await readUpload(request);
        if (!upload) throw new ApiError(400, 'validation.uploadFirst', {}, 'file');
        const format = upload.filename.toLowerCase().split('.').pop() ?? '';
        if (!(formats as string[]).includes(format))
          throw new ApiError(400, 'validation.importFormats', { formats: formats.map((f) => `.${f}`).join(', ') }, 'file');
        let sheet: unknown[][];
        try {
          sheet = format === 'xlsx' ? await fromXlsx(upload.data) : fromDelimited(upload.data);
        } catch {
          throw new ApiError(400, 'validation.spreadsheetUnreadable', {}, 'file');
        }
        const columns = columnsOf(request, true);
        const [header = [], ...rows] = sheet;
        if (rows.length > MAX_IMPORT_ROWS) throw new ApiError(400, 'validation.tooManyRows', { max: MAX_IMPORT_ROWS }, 'file');
        const at = columns.map((c) =>
          header.findIndex((h) => String(h ?? '').trim() === c.title || String(h ?? '').trim() === c.name),
        );
        const errors: { row: number; field: string; msg: string }[] = [];
        const valid: Record<string, unknown>[] = [];
        for (const [i, cells] of rows.entries()) {
          const body: Record<string, unknown> = {};
          columns.forEach((c, j) => {
            const cell = at[j]! >= 0 ? cells[at[j]!] : undefined;
            if (cell === null || cell === undefined || cell === '') return;
            body[c.name] = parseCell(c.type, cell);
          });
          try {
            valid.push(await access.check(request, 'create', body, t));
          } catch (error) {
            const e = error as ApiError;
            errors.push({ row: i + 2, field: e.field ?? '', msg: e.text ?? t(e.messageKey, e.params) });
          }
        }
        if (errors.length) return { code: 400, msg: t('validation.importRejected', { count: errors.length }), data: { errors } };
        await access.db.transaction().execute(async (trx: LooseDb) => {
          for (const body of valid) await access.insert(request, body, trx);
        });
        await changed(request);
        return ok({ inserted: valid.length });
      },
    }),
  };
}

/** A cell as its field's type: text files give strings, spreadsheets numbers; arrays come as JSON. */
function parseCell(type: string, cell: unknown): unknown {
  if (type === 'string') return String(cell);
  if (typeof cell !== 'string') return cell;
  const text = cell.trim();
  if (type === 'array') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

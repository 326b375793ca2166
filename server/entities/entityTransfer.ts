import type { FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { route, type Route } from '../http/route';
import type { EntityContracts } from '../../shared/contracts/entities';
import { translatorFor } from '../http/language';
import { readUpload } from '../http/upload';
import { writable } from './definition';
import type { EntityAccess } from './entityAccess';
import { checkRows, ImportRefused, storeRows } from './entityImport';
import { readSpreadsheet, toXlsx, type SheetFormat } from './spreadsheet';

const MAX_IMPORT_ROWS = 5000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of the export, the template or an import: the field, its title in the reader's language, its type. */
function columnsOf(access: EntityAccess, request: FastifyRequest, forImport: boolean) {
  const t = translatorFor(request);
  return Object.entries(access.def.fields)
    .filter(([name, f]) => (forImport ? name !== access.key && writable(f) : !f.secret))
    .map(([name, f]) => ({ name, title: f.label ? t(f.label) : name, type: f.type }));
}

const cellOf = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : value);

/**
 * Export (a real .xlsx), its empty template, and import with a per-row report that writes all rows or none;
 * a refused import answers HTTP 400 with `{code: 400, msg, data: {errors}}`.
 */
export function transferRoutes(
  access: EntityAccess,
  contracts: EntityContracts,
  changed: (request: FastifyRequest) => Promise<void>,
): Record<string, Route> {
  return { ...exportRoutes(access, contracts), import: importRoute(access, contracts, changed) };
}

/** The rows the list's filters select, as a spreadsheet, and the empty sheet an import fills in. */
function exportRoutes(access: EntityAccess, contracts: EntityContracts): Record<string, Route> {
  const { def } = access;
  return {
    export: route(contracts.export, {
      access: access.can('export'),
      handler: async (request, reply) => {
        const columns = columnsOf(access, request, false);
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

    template: route(contracts.template, {
      access: access.can('import'),
      handler: async (request, reply) => {
        const file = await toXlsx(
          columnsOf(access, request, true).map((c) => c.title),
          [],
        );
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename="${def.name}-template.xlsx"`)
          .send(file);
      },
    }),
  };
}

/** An import: every row checked first, then all of them written or none. */
function importRoute(
  access: EntityAccess,
  contracts: EntityContracts,
  changed: (request: FastifyRequest) => Promise<void>,
): Route {
  const { def } = access;
  const formats = def.importFormats ?? ['xlsx'];
  return route(contracts.import, {
    access: access.can('import'),
    handler: async (request, reply) => {
      const t = translatorFor(request);
      const upload = await readUpload(request);
      if (!upload) throw new ApiError(400, 'validation.uploadFirst', {}, 'file');
      const format = upload.filename.toLowerCase().split('.').pop() ?? '';
      if (!(formats as string[]).includes(format))
        throw new ApiError(400, 'validation.importFormats', { formats: formats.map((f) => `.${f}`).join(', ') }, 'file');
      let sheet: unknown[][];
      try {
        sheet = await readSpreadsheet(upload.data, format as SheetFormat, access.app.config.importTimeLimitMs);
      } catch (error) {
        throw error instanceof ApiError ? error : new ApiError(400, 'validation.spreadsheetUnreadable', {}, 'file');
      }
      if (sheet.length - 1 > MAX_IMPORT_ROWS) throw new ApiError(400, 'validation.tooManyRows', { max: MAX_IMPORT_ROWS }, 'file');
      let rows: Awaited<ReturnType<typeof checkRows>>;
      try {
        rows = await checkRows(access, request, columnsOf(access, request, true), sheet, t);
        await storeRows(access, request, rows, t);
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        const msg = t('validation.importRejected', { count: error.errors.length });
        return reply.code(400).send({ code: 400, msg, data: { errors: error.errors } });
      }
      await changed(request);
      return ok({ inserted: rows.length });
    },
  });
}

import '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, NO_INPUT, registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { requireVisibleStation, withinScope } from '../stations/scope';
import type { Permission } from '../auth/permissions';
import { keyField, type EntityDefinition } from './definition';
import { validateBody } from './entityValidation';
import { contains, toColumns, toDto, type LooseDb } from './entityStore';
import { fromXlsx, toXlsx } from './spreadsheet';

const MAX_IMPORT_ROWS = 5000;

/** Generic list, get, create, edit, remove, export, template and import routes for one entity definition. */
export function registerEntityRoutes(app: FastifyInstance, def: EntityDefinition): void {
  const db = app.db as unknown as LooseDb;
  const key = keyField(def);
  const keyColumn = def.fields[key]!.column;
  const scope = def.scopeField ? def.fields[def.scopeField]!.column : null;
  const can = (action: string) => `${def.permission}:${action}` as Permission;
  const filters = Object.entries(def.fields).filter(([, f]) => f.filter);
  const visibleIds = (request: FastifyRequest) =>
    withinScope(app.db.selectFrom('power_station').select('power_station.ps_id'), callerOf(request));

  function listQuery(request: FastifyRequest, query: Record<string, unknown>) {
    let q = db.selectFrom(def.table);
    if (scope) q = q.where(scope, 'in', visibleIds(request));
    for (const [name, f] of filters) {
      const value = query[name];
      if (value === undefined || value === '') continue;
      q =
        f.filter === 'like'
          ? q.where((eb) => eb(eb.fn('lower', [eb.ref(f.column)]), 'like', contains(String(value))))
          : q.where(f.column, '=', value);
    }
    return q;
  }

  async function findVisible(request: FastifyRequest, id: number): Promise<Record<string, unknown>> {
    const row = await db.selectFrom(def.table).selectAll().where(keyColumn, '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'server.notFound');
    if (scope)
      await requireVisibleStation(app.db, callerOf(request), Number(row[scope])).catch(() =>
        Promise.reject(new ApiError(404, 'server.notFound')),
      );
    return row;
  }

  async function checkScope(request: FastifyRequest, body: Record<string, unknown>) {
    if (def.scopeField && body[def.scopeField] !== undefined)
      await requireVisibleStation(app.db, callerOf(request), Number(body[def.scopeField]));
  }

  const listQuerySchema = {
    type: 'object',
    properties: {
      pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
      orderBy: { type: 'string', enum: Object.keys(def.fields) },
      isAsc: { type: 'string', enum: ['asc', 'desc'] },
      ...Object.fromEntries(
        filters.map(([name, f]) => [
          name,
          f.filter === 'like' ? { type: 'string', maxLength: 100 } : { type: f.type === 'string' ? 'string' : f.type },
        ]),
      ),
    },
  };
  const labels = (request: FastifyRequest) => {
    const t = translatorFor(request);
    return Object.entries(def.fields).map(([name, f]) => ({ name, title: f.label ? t(f.label) : name }));
  };

  registerRoutes(app, [
    route<{ Querystring: Record<string, unknown> & { pageNum: number; pageSize: number; orderBy?: string; isAsc?: string } }>({
      method: 'GET',
      url: `${def.basePath}/list`,
      access: can('list'),
      schema: { querystring: listQuerySchema },
      handler: async (request) => {
        const q = request.query;
        const base = listQuery(request, q);
        const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
        const order = def.fields[q.orderBy ?? def.order ?? key]!.column;
        const rows = await base
          .selectAll()
          .orderBy(order, q.isAsc === 'desc' ? 'desc' : 'asc')
          .orderBy(keyColumn)
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute();
        return page(
          rows.map((r: Record<string, unknown>) => toDto(def, r)),
          Number(total),
          q.pageSize,
        );
      },
    }),

    route<{ Params: { id: number } }>({
      method: 'GET',
      url: `${def.basePath}/:id`,
      access: can('query'),
      schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } },
      handler: async (request) => ok(toDto(def, await findVisible(request, request.params.id))),
    }),

    route<{ Body: unknown }>({
      method: 'POST',
      url: def.basePath,
      access: can('add'),
      schema: NO_INPUT,
      handler: async (request) => {
        const body = validateBody(def, 'create', request.body, translatorFor(request));
        await checkScope(request, body);
        const row = await db
          .insertInto(def.table)
          .values(toColumns(def, body, 'create'))
          .returning(keyColumn)
          .executeTakeFirstOrThrow();
        await app.telemetry.configChanged();
        return ok({ [key]: row[keyColumn] });
      },
    }),

    route<{ Body: unknown }>({
      method: 'PUT',
      url: def.basePath,
      access: can('edit'),
      schema: NO_INPUT,
      handler: async (request) => {
        const body = validateBody(def, 'update', request.body, translatorFor(request));
        await findVisible(request, Number(body[key]));
        await checkScope(request, body);
        await db
          .updateTable(def.table)
          .set(toColumns(def, body, 'update'))
          .where(keyColumn, '=', body[key])
          .execute();
        await app.telemetry.configChanged();
        return ok();
      },
    }),

    route<{ Body: { ids: number[] } }>({
      method: 'DELETE',
      url: `${def.basePath}/remove`,
      access: can('remove'),
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } } },
        },
      },
      handler: async (request) => {
        for (const id of request.body.ids) await findVisible(request, id);
        await db.deleteFrom(def.table).where(keyColumn, 'in', request.body.ids).execute();
        await app.telemetry.configChanged();
        return ok();
      },
    }),

    route<{ Querystring: Record<string, unknown> }>({
      method: 'GET',
      url: `${def.basePath}/export`,
      access: can('export'),
      schema: { querystring: { ...listQuerySchema, properties: { ...listQuerySchema.properties } } },
      handler: async (request, reply) => {
        const columns = labels(request);
        const rows = await listQuery(request, request.query).selectAll().orderBy(keyColumn).limit(100_000).execute();
        const data = rows.map((r: Record<string, unknown>) => {
          const dto = toDto(def, r);
          return columns.map((c) => dto[c.name]);
        });
        const file = await toXlsx(
          columns.map((c) => c.title),
          data,
        );
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${def.name}.xlsx"`)
          .send(file);
      },
    }),

    route({
      method: 'GET',
      url: `${def.basePath}/template`,
      access: can('import'),
      schema: NO_INPUT,
      handler: async (request, reply) => {
        const columns = labels(request).filter((c) => c.name !== key && !def.fields[c.name]!.readOnly);
        const file = await toXlsx(
          columns.map((c) => c.title),
          [],
        );
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${def.name}-template.xlsx"`)
          .send(file);
      },
    }),

    route({
      method: 'POST',
      url: `${def.basePath}/import`,
      access: can('import'),
      schema: NO_INPUT,
      handler: async (request) => {
        const t = translatorFor(request);
        const upload = request.isMultipart() ? await request.file() : undefined;
        if (!upload) throw new ApiError(400, 'validation.uploadFirst', {}, 'file');
        if (!/\.xlsx$/i.test(upload.filename)) throw new ApiError(400, 'validation.spreadsheetOnly', {}, 'file');
        let sheet: unknown[][];
        try {
          sheet = await fromXlsx(await upload.toBuffer());
        } catch {
          throw new ApiError(400, 'validation.spreadsheetUnreadable', {}, 'file');
        }
        const columns = labels(request).filter((c) => c.name !== key && !def.fields[c.name]!.readOnly);
        const [header = [], ...rows] = sheet;
        const at = columns.map((c) =>
          header.findIndex((h) => String(h ?? '').trim() === c.title || String(h ?? '').trim() === c.name),
        );
        if (rows.length > MAX_IMPORT_ROWS) throw new ApiError(400, 'validation.tooManyRows', { max: MAX_IMPORT_ROWS }, 'file');
        const errors: { row: number; field: string; msg: string }[] = [];
        const valid: Record<string, unknown>[] = [];
        for (const [i, cells] of rows.entries()) {
          const body: Record<string, unknown> = {};
          columns.forEach((c, j) => {
            const cell = at[j]! >= 0 ? cells[at[j]!] : undefined;
            if (cell !== null && cell !== undefined && cell !== '')
              body[c.name] = def.fields[c.name]!.type === 'string' ? String(cell) : cell;
          });
          try {
            const checked = validateBody(def, 'create', body, t);
            await checkScope(request, checked);
            valid.push(checked);
          } catch (error) {
            const e = error as ApiError;
            errors.push({ row: i + 2, field: e.field ?? '', msg: e.text ?? t(e.messageKey, e.params) });
          }
        }
        if (errors.length) return { code: 400, msg: t('validation.importRejected', { count: errors.length }), data: { errors } };
        await app.db.transaction().execute(async (trx) => {
          for (const body of valid)
            await (trx as unknown as LooseDb)
              .insertInto(def.table)
              .values(toColumns(def, body, 'create'))
              .execute();
        });
        await app.telemetry.configChanged();
        return ok({ inserted: valid.length });
      },
    }),
  ]);
}

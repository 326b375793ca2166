import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import type { EntityDefinition } from '../../server/entities/definition';
import { describeEntity } from '../../server/entities/entityMeta';

type Row = Record<string, unknown>;

/**
 * An axios adapter that stands in for the entity routes of one definition, keeping rows in memory: for
 * stories of the generic CRUD page. It pages, filters by equality and assigns keys; it does not validate
 * (the form does, with the same schema).
 */
export function fakeEntityApi(def: EntityDefinition, rows: Row[]): AxiosAdapter {
  const key = Object.entries(def.fields).find(([, f]) => f.key)![0];
  let next = Math.max(0, ...rows.map((r) => Number(r[key]))) + 1;
  const answer = (config: InternalAxiosRequestConfig, data: unknown) =>
    Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
  return (config) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Row) : {};
    if (url === `/ui/entity/${def.name}`) return answer(config, { code: 200, data: describeEntity(def, i18n.t) });
    if (url === `${def.basePath}/list`) {
      const params = (config.params ?? {}) as Row;
      const found = rows.filter((r) =>
        Object.entries(params).every(
          ([k, v]) =>
            v === undefined ||
            !(k in def.fields) ||
            String(r[k] ?? '')
              .toLowerCase()
              .includes(String(v).toLowerCase()),
        ),
      );
      const size = Number(params.pageSize ?? 20);
      const start = (Number(params.pageNum ?? 1) - 1) * size;
      return answer(config, { code: 200, msg: 'ok', rows: found.slice(start, start + size), total: found.length });
    }
    if (url === def.basePath && method === 'POST') {
      rows.push({ ...body, [key]: next++ });
      return answer(config, { code: 200, data: { [key]: next - 1 } });
    }
    if (url === def.basePath && method === 'PUT') {
      Object.assign(rows.find((r) => r[key] === body[key]) ?? {}, body);
      return answer(config, { code: 200 });
    }
    if (url === `${def.basePath}/remove`) {
      const ids = body.ids as unknown[];
      rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(r[key])));
      return answer(config, { code: 200 });
    }
    return answer(config, { code: 404, msg: `no fixture for ${method} ${url}` });
  };
}

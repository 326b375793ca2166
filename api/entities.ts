import { callData, callPage, request } from './request';
import type { Choice } from './types';
import type { EntityMeta } from '../shared/entityMeta';

export type { Choice, EntityMeta };

export const fetchEntityMeta = (name: string) => callData<EntityMeta>({ url: `/ui/entity/${name}` });

export const listEntity = (meta: EntityMeta, params: Record<string, unknown>) =>
  callPage<Record<string, unknown>>({ url: `${meta.basePath}/list`, params });

/** Saves without the toast: the form shows the problem at its field. */
export const saveEntity = (meta: EntityMeta, body: Record<string, unknown>, update: boolean) =>
  request.request({ method: update ? 'PUT' : 'POST', url: meta.basePath, data: body, silent: true });

export const removeEntity = (meta: EntityMeta, ids: unknown[]) =>
  request.request({ method: 'DELETE', url: `${meta.basePath}/remove`, data: { ids } });

export async function downloadFile(url: string, params: Record<string, unknown>, fileName: string): Promise<void> {
  const response = await request.request<Blob>({ url, params, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

export async function importFile(
  meta: EntityMeta,
  file: File,
): Promise<{ code: number; msg: string; data?: { errors?: { row: number; field: string; msg: string }[]; inserted?: number } }> {
  const form = new FormData();
  form.append('file', file);
  const response = await request
    .request({ method: 'POST', url: `${meta.basePath}/import`, data: form, silent: true })
    .catch((e: { body?: unknown }) => ({ data: e.body }));
  return response.data as never;
}

/** Rows of another entity by their label field, as a select offers them. */
export const fetchOptions = (entity: string) => callData<Choice[]>({ url: `/ui/options/${entity}` });

export const fetchDictionary = (type: string) =>
  callData<{ dictValue: string; dictLabel: string }[]>({ url: `/system/dict/data/type/${type}` }).then((rows) =>
    rows.map((r) => ({ value: r.dictValue, label: r.dictLabel })),
  );

/** Uploads a file for an entity's file field; the server checks its content and answers where it is kept. */
export async function uploadEntityFile(basePath: string, field: string, file: File): Promise<{ url: string; name: string }> {
  const body = new FormData();
  body.append('file', file);
  const answer = await request.request<{ data: { url: string; name: string } }>({
    method: 'POST',
    url: `${basePath}/upload`,
    params: { field },
    data: body,
    silent: true,
  } as never);
  return answer.data.data;
}

/** Sends a row action of an entity (a password reset) without the toast; answers the server's message. */
export async function sendRowAction(action: EntityMeta['rowActions'][number], body: Record<string, unknown>): Promise<string> {
  const response = await request.request<{ msg?: string }>({ method: action.method, url: action.path, data: body, silent: true });
  return response.data.msg ?? '';
}

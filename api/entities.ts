import { callData, request } from './request';
import { callContract, callContractPage } from './contractCall';
import type { Choice } from './types';
import type { EntityMeta } from '../shared/entityMeta';
// Types only: an entity's rows, filters and forms come from its definition, checked by the server.
import type { DataOf } from '../shared/contracts/common';
import type { EntityContracts, entityDescription, entityOptions } from '../shared/contracts/entities';

export type { Choice, EntityMeta };

export const fetchEntityMeta = (name: string) =>
  callContract<typeof entityDescription>({ method: 'GET', url: '/ui/entity/:name' }, { params: { name } });

export const listEntity = (meta: EntityMeta, params: Record<string, unknown>) =>
  callContractPage<EntityContracts['list']>({ method: 'GET', url: `${meta.basePath}/list` }, { query: params });

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

/** A row an import refused (answered with HTTP 400): the sheet's row, the field and why. */
export interface ImportError {
  row: number;
  field: string;
  msg: string;
}

export async function importFile(
  meta: EntityMeta,
  file: File,
): Promise<{ code: number; msg: string; data?: Partial<DataOf<EntityContracts['import']>> & { errors?: ImportError[] } }> {
  const form = new FormData();
  form.append('file', file);
  const response = await request
    .request({ method: 'POST', url: `${meta.basePath}/import`, data: form, silent: true })
    .catch((e: { body?: unknown }) => ({ data: e.body }));
  return response.data as never;
}

/** Rows of another entity by their label field, as a select offers them. */
export const fetchOptions = (entity: string): Promise<Choice[]> =>
  callContract<typeof entityOptions>({ method: 'GET', url: '/ui/options/:name' }, { params: { name: entity } });

export const fetchDictionary = (type: string) =>
  callData<{ dictValue: string; dictLabel: string }[]>({ url: `/system/dict/data/type/${type}` }).then((rows) =>
    rows.map((r) => ({ value: r.dictValue, label: r.dictLabel })),
  );

/** Uploads a file for an entity's file field; the server checks its content and answers where it is kept. */
export async function uploadEntityFile(basePath: string, field: string, file: File): Promise<DataOf<EntityContracts['upload']>> {
  const body = new FormData();
  body.append('file', file);
  const answer = await request.request<{ data: DataOf<EntityContracts['upload']> }>({
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

import type { AxiosRequestConfig } from 'axios';
// Types only (lint holds it so): the contracts' TypeBox schemas stay out of the browser bundle.
import type { AnswerOf, BodyOf, Contract, DataOf, ParamsOf, QueryOf } from '../shared/contracts/common';
import { callData, callPage } from './request';

/** Where a call goes: the contract's own method and url, checked against its type. */
export type Endpoint<C extends Contract> = Pick<C, 'method' | 'url'>;

/** What a call sends, typed from its contract: a body, a query string, path parameters, as it takes them. */
export type InputOf<C extends Contract> = (BodyOf<C> extends undefined ? unknown : { body: BodyOf<C> }) &
  (QueryOf<C> extends undefined ? unknown : { query: QueryOf<C> }) &
  (ParamsOf<C> extends undefined ? unknown : { params: ParamsOf<C> });

/** A body as its contract types it, but for `psId`, which comes from a page binding and is checked by the server. */
export type BoundStation<B> = Omit<B, 'psId'> & { psId: unknown };

function configOf(endpoint: Endpoint<Contract>, input: object, config: AxiosRequestConfig): AxiosRequestConfig {
  const { body, query, params } = input as { body?: unknown; query?: unknown; params?: Record<string, unknown> };
  const url = endpoint.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return { ...config, method: endpoint.method, url, data: body, params: query };
}

/**
 * Calls an enveloped endpoint and resolves with its `data`, typed by the contract:
 * `callContract<typeof powerQuality>({ method: 'POST', url: '/monitor/powerQuality' }, { body: { psId } })`.
 */
export function callContract<C extends Contract>(
  endpoint: Endpoint<C>,
  input: InputOf<C>,
  config: AxiosRequestConfig = {},
): Promise<DataOf<C>> {
  return callData<DataOf<C>>(configOf(endpoint, input as object, config));
}

/** Calls an endpoint that answers one page of a list, `{code, msg, rows, total}`, typed by the contract. */
export function callContractPage<C extends Contract>(
  endpoint: Endpoint<C>,
  input: InputOf<C>,
  config: AxiosRequestConfig = {},
): Promise<AnswerOf<C>> {
  return callPage(configOf(endpoint, input as object, config)) as Promise<AnswerOf<C>>;
}

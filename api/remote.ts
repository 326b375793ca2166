import type { AxiosRequestConfig } from 'axios';
import { request, RequestFailure } from './request';
import type { Envelope } from '../shared/envelope';
import type { BodyOf, DataOf } from '../shared/contracts/common';
import type { equipRealData } from '../shared/contracts/monitor';
import type { setPointCommand, switchCommand } from '../shared/contracts/remote';
import { callContract, type BoundStation } from './contractCall';

/** What a remote call came to: whether the device (or server) accepted it, and the server's own words. */
export interface RemoteAnswer<T = unknown> {
  ok: boolean;
  /** The server's `msg` (localized by it); null when it said nothing worth showing. */
  msg: string | null;
  data?: T;
}

const worthShowing = (msg: unknown): string | null =>
  typeof msg === 'string' && msg.trim() !== '' && msg.trim().toLowerCase() !== 'ok' ? msg.trim() : null;

/**
 * Calls a remote route quietly (no toast): the dialog shows the outcome itself. A 200 answer whose data
 * is `false` is a refusal too (the switch routes answer a boolean).
 */
export async function callRemote<T = unknown>(config: AxiosRequestConfig): Promise<RemoteAnswer<T>> {
  try {
    const response = await request.request<Envelope<T>>({ ...config, silent: true });
    const body = response.data;
    const ok = (body?.code ?? 200) === 200 && (body?.data as unknown) !== false;
    return { ok, msg: worthShowing(body?.msg), data: body?.data };
  } catch (error) {
    if (error instanceof RequestFailure) {
      const body = error.body as { msg?: unknown } | undefined;
      const { outcome } = error;
      const text = outcome.kind === 'error' || outcome.kind === 'info' ? outcome.text : null;
      return { ok: false, msg: worthShowing(body?.msg) ?? worthShowing(text) };
    }
    return { ok: false, msg: error instanceof Error ? error.message : String(error) };
  }
}

export interface RemoteStatus {
  /** Cloud remote operation is enabled for the plant, or overridden for this device (spec-digest 001 §4). */
  allowed: boolean;
}

/** "METHOD /path" of the status route and the device it asks about. */
export function fetchRemoteStatus(api: string, params: { psId: unknown; equipId?: unknown }) {
  const [method = 'GET', url = '/remote/status'] = api.split(' ');
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return callRemote<RemoteStatus>(method.toUpperCase() === 'GET' ? { method, url, params: query } : { method, url, data: query });
}

export const checkOperationPassword = (passwd: string) =>
  callRemote<boolean>({ method: 'POST', url: '/remote/checkPassword', data: { passwd } });

/** Select (type 0) or execute (type 1) a switch command: select-before-operate. */
export const sendSwitch = (body: BoundStation<BodyOf<typeof switchCommand>>) =>
  callRemote<boolean>({ method: 'POST', url: '/remote/yk', data: body });

export const sendSetPoint = (body: BoundStation<BodyOf<typeof setPointCommand>>) =>
  callRemote<boolean>({ method: 'POST', url: '/remote/yt', data: body });

/** Start or stop through the device's API: the point carries the suffix `_run` or `_stop`. */
export const sendStartStop = (body: { psId: unknown; pointId: string; command: 'run' | 'stop'; passwd: string }) =>
  callRemote<boolean>({
    method: 'POST',
    url: '/remote/ykApi',
    data: { psId: body.psId, point: `${body.pointId}_${body.command}`, passwd: body.passwd },
  });

/** A device's points as `/monitor/getEquipRealData` answers them, for finding the control behind a drawing. */
export type DeviceRealData = DataOf<typeof equipRealData>;

/** `psId` comes from a page binding and is checked by the server, as every input is. */
export const fetchDeviceRealData = (psId: unknown, equipType: string, collectId: number) =>
  callContract<typeof equipRealData>(
    { method: 'POST', url: '/monitor/getEquipRealData' },
    { body: { psId: psId as number, equipType, collectId } },
    { silent: true },
  );

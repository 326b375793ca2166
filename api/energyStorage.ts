import { callRemote } from './remote';
import type { RemoteEnable, RunSettings } from '../shared/runSettings';

/** Select (type 0) or execute (type 1) a storage station's run settings. */
export const sendRunSettings = (body: { psId: unknown; type: 0 | 1; passwd: string; settings: RunSettings }) =>
  callRemote<boolean>({ method: 'POST', url: '/es/runSettings', data: body });

/** Select (type 0) or execute (type 1) the remote enabling of manual dispatch. */
export const sendRemoteEnable = (body: RemoteEnable & { psId: unknown; type: 0 | 1; passwd: string }) =>
  callRemote<boolean>({ method: 'POST', url: '/es/remoteEnable', data: body });

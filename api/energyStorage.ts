import { callRemote } from './remote';
import type { BoundStation } from './contractCall';
import type { BodyOf } from '../shared/contracts/common';
import type { applyRunSettings, remoteEnable } from '../shared/contracts/energyStorage';

/** Select (type 0) or execute (type 1) a storage station's run settings. */
export const sendRunSettings = (body: BoundStation<BodyOf<typeof applyRunSettings>>) =>
  callRemote<boolean>({ method: 'POST', url: '/es/runSettings', data: body });

/** Select (type 0) or execute (type 1) the remote enabling of manual dispatch. */
export const sendRemoteEnable = (body: BoundStation<BodyOf<typeof remoteEnable>>) =>
  callRemote<boolean>({ method: 'POST', url: '/es/remoteEnable', data: body });

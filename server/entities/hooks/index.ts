import type { EntityHooks } from './types';
import { diagramHooks } from './diagramHooks';
import { groupHooks } from './groupHooks';
import { labelHooks } from './labelHooks';
import { stationHooks } from './stationHooks';
import { stationParamHooks } from './stationParamHooks';
import { tariffHooks } from './tariffHooks';
import { userHooks } from './userHooks';
import { channelPointHooks, pointDefHooks } from './pointNameHooks';

const HOOKS: Record<string, EntityHooks> = {
  powerStation: stationHooks,
  stationParam: stationParamHooks,
  label: labelHooks,
  group: groupHooks,
  user: userHooks,
  diagram: diagramHooks,
  tariff: tariffHooks,
  pointDef: pointDefHooks,
  channelPoint: channelPointHooks,
};

export const hooksFor = (entity: string): EntityHooks => HOOKS[entity] ?? {};

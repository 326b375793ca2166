import type { EntityHooks } from './types';
import { diagramHooks } from './diagramHooks';
import { groupHooks } from './groupHooks';
import { userHooks } from './userHooks';

const HOOKS: Record<string, EntityHooks> = { group: groupHooks, user: userHooks, diagram: diagramHooks };

export const hooksFor = (entity: string): EntityHooks => HOOKS[entity] ?? {};

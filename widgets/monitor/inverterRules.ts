import type { StateIntent } from './props';
import { EQUIP, INVERTER_TYPES } from '../../shared/deviceTypes';

/** The screens' order of inverter types (spec-digest 001 §2.1): string (with combiner boxes), central, grid-tied. */
export const INVERTER_ORDER = INVERTER_TYPES;

export interface InverterItem {
  equipType: string;
  collectId: number;
  [field: string]: unknown;
}

/** The route id of an inverter: its type joined to its communication number (`JZNBQ3`). */
export const inverterKey = (item: InverterItem) => `${item.equipType}${item.collectId}`;

/** Inverters in the screens' order, each type by communication number; other devices are left out. */
export function orderInverters<T extends InverterItem>(items: readonly T[]): T[] {
  return INVERTER_ORDER.flatMap((type) => items.filter((i) => i.equipType === type).sort((a, b) => a.collectId - b.collectId));
}

/** Where an inverter stands among the others, and its neighbours; null when the id matches none. */
export function inverterAt<T extends InverterItem>(items: readonly T[], key: string) {
  const ordered = orderInverters(items);
  const index = ordered.findIndex((i) => inverterKey(i) === key);
  if (index < 0) return null;
  return { current: ordered[index]!, index, previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

export interface BranchIcon {
  name: string;
  intent: StateIntent;
  /** i18n key of the icon's state. */
  stateKey: string;
}

interface DciItem {
  name?: string;
  state?: number;
  hlxState?: number;
  dciState?: number;
}

/**
 * The branch icons of an inverter card. String inverters (with combiner boxes) show a box per icon: lost
 * communication (hlx 3) grey, a zero branch (dci 2) red, a low one (dci 1) amber, else green. Central and
 * grid-tied inverters show each DC input, and none that is not connected (state 3).
 */
export function branchIcons(item: { equipType?: string; dciDatas?: DciItem[] }): BranchIcon[] {
  const list = item.dciDatas ?? [];
  if (item.equipType === EQUIP.stringInverter)
    return list.map((b) => {
      if (b.hlxState === 3) return { name: b.name ?? '', intent: 'none', stateKey: 'widget.branch.lost' };
      if (b.dciState === 2) return { name: b.name ?? '', intent: 'danger', stateKey: 'widget.branch.zero' };
      if (b.dciState === 1) return { name: b.name ?? '', intent: 'warning', stateKey: 'widget.branch.low' };
      return { name: b.name ?? '', intent: 'success', stateKey: 'widget.branch.normal' };
    });
  return list
    .filter((b) => b.state !== 3)
    .map((b) => ({
      name: b.name ?? '',
      intent: b.state === 2 ? 'danger' : b.state === 1 ? 'warning' : 'success',
      stateKey: b.state === 2 ? 'widget.branch.zero' : b.state === 1 ? 'widget.branch.low' : 'widget.branch.normal',
    }));
}

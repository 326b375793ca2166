import type { Db } from '../db/database';
import { DEVICE_TYPES } from '../../shared/deviceTypes';

/** Dictionary rows; labels are i18n keys answered in the caller's language. */
export const DICTIONARIES = [
  ...['PV', 'WP', 'ES', 'PVES'].map((v, i) => ({
    dict_type: 'ps_type',
    dict_value: v,
    label_key: `dict.ps_type.${v}`,
    dict_sort: i,
    list_class: null,
  })),
  ...['1', '2', '3', '4'].map((v, i) => ({
    dict_type: 'pv_type',
    dict_value: v,
    label_key: `dict.pv_type.${v}`,
    dict_sort: i,
    list_class: null,
  })),
  { dict_type: 'ps_state', dict_value: '1', label_key: 'dict.ps_state.1', dict_sort: 0, list_class: 'success' },
  { dict_type: 'ps_state', dict_value: '0', label_key: 'dict.ps_state.0', dict_sort: 1, list_class: 'danger' },
  { dict_type: 'ps_state', dict_value: '5', label_key: 'dict.ps_state.5', dict_sort: 2, list_class: 'warning' },
  // Device types come from the registry, so a type added there is in the dictionary and its forms too.
  ...DEVICE_TYPES.map((type, i) => ({
    dict_type: 'equip_type',
    dict_value: type.code,
    label_key: type.nameKey,
    dict_sort: i,
    list_class: null,
  })),
];

/** Adds the dictionary entries a database lacks, so an upgraded portal knows new types too. */
export async function ensureDictionaries(db: Db): Promise<void> {
  const present = await db.selectFrom('sys_dict_data').select(['dict_type', 'dict_value']).execute();
  const known = new Set(present.map((d) => `${d.dict_type}\u0000${d.dict_value}`));
  const missing = DICTIONARIES.filter((d) => !known.has(`${d.dict_type}\u0000${d.dict_value}`));
  if (missing.length) await db.insertInto('sys_dict_data').values(missing).execute();
}

import type { UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { Choice, EntityMeta } from '../../api/entities';
import { formatDateTime } from '../../shared/dates';

type FieldMeta = EntityMeta['fields'][string];

/** A cell as an operator reads it: labels for ids and codes, dates for times, ranges as "08:00–12:00". */
export function cellText(f: FieldMeta, value: unknown, choices: Choice[] | undefined, t: TFunction, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (typeof value[0] === 'object')
      return (value as { start: string; end: string }[]).map((r) => `${r.start}–${r.end}`).join(', ');
    return value.map((v) => choices?.find((c) => c.value === v)?.label ?? String(v)).join(', ');
  }
  if (choices) return choices.find((c) => String(c.value) === String(value))?.label ?? String(value);
  if (f.widget === 'date' && typeof value === 'number') return formatDateTime(value, locale, 'minute');
  if (f.widget === 'switch') return t(Number(value) === 1 ? 'crud.yes' : 'crud.no');
  return String(value);
}

/** The uiSchema of an entity's form from its field hints and the loaded choices. */
export function uiSchemaOf(meta: EntityMeta, choices: Map<string, Choice[]>): UiSchema {
  const ui: UiSchema = { [meta.key]: { 'ui:widget': 'hidden' } };
  for (const [name, f] of Object.entries(meta.fields)) {
    if (name === meta.key) continue;
    if (f.pair) ui[f.pair] = { 'ui:widget': 'hidden' };
    if (ui[name]) continue;
    const list = choices.get(name);
    if (f.widget === 'coordinates') ui[name] = { 'ui:widget': 'coordinates', 'ui:options': { pair: f.pair } };
    else if (f.widget === 'file') ui[name] = { 'ui:widget': 'file', 'ui:options': { accept: f.accept } };
    else if (f.widget === 'time-ranges' || f.widget === 'months') ui[name] = { 'ui:widget': f.widget };
    else if (f.widget === 'switch') ui[name] = { 'ui:widget': 'switch' };
    else if (list)
      ui[name] = {
        'ui:widget': 'choices',
        'ui:options': f.within ? { choices: list, within: f.within, groups: choices.get(f.within) ?? [] } : { choices: list },
      };
    else if (f.widget === 'textarea' || f.widget === 'password' || f.widget === 'date') ui[name] = { 'ui:widget': f.widget };
    if (f.secret) ui[name] = { ...ui[name], 'ui:help': 'crud.secretKept' };
  }
  return ui;
}

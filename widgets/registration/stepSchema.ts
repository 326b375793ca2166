import type { TitledSchema } from '../../shared/entityMeta';
import type { TemplateDevice } from '../../shared/registration';
import { isOfFamily } from '../../shared/deviceTypes';

type Schema = TitledSchema & { required?: string[] };

/** The part of an entity's create schema one step asks for: the same rules the server applies to those fields. */
export function stepSchema(schema: TitledSchema, fields: string[]): object {
  const s = schema as Schema;
  return {
    ...s,
    properties: Object.fromEntries(fields.filter((f) => f in s.properties).map((f) => [f, s.properties[f]])),
    required: (s.required ?? []).filter((f) => fields.includes(f)),
  };
}

/** The fields of a row that a step shows, without empty values (a form shows those as blank). */
export function pickFields(row: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((f) => row[f] !== undefined && row[f] !== null && row[f] !== '').map((f) => [f, row[f]]),
  );
}

/**
 * The list without one device and the devices under it, their parents' positions following. What a box
 * transformer carries is not part of it: left without it, those devices stay, under no transformer.
 */
export function withoutDevice(devices: TemplateDevice[], index: number): TemplateDevice[] {
  const carried = isOfFamily(devices[index]?.equipType, 'boxTransformer');
  const gone = new Set<number>();
  devices.forEach((d, i) => {
    const underGone = d.parent !== null && gone.has(d.parent) && !(carried && d.parent === index);
    if (i === index || underGone) gone.add(i);
  });
  const newIndex = new Map<number, number>();
  devices.forEach((_, i) => !gone.has(i) && newIndex.set(i, newIndex.size));
  return devices
    .filter((_, i) => !gone.has(i))
    .map((d) => ({ ...d, parent: d.parent === null ? null : (newIndex.get(d.parent) ?? null) }));
}

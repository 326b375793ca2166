/**
 * The inverter device types, in the screens' order (spec-digest 001 §2.1): string inverters (with combiner boxes),
 * central inverters, grid-tied inverters. The server counts, lists and menus inverters by this one list, and
 * the inverter pages order them by it, so a plant's inverters of any type show up everywhere alike.
 */
export const INVERTER_TYPES = ['JZNBQ', 'ZCNBQ', 'GCNBQ'] as const;

export type InverterType = (typeof INVERTER_TYPES)[number];

/** Whether a device type is one of the inverters'. */
export function isInverterType(equipType: string): equipType is InverterType {
  return (INVERTER_TYPES as readonly string[]).includes(equipType);
}

import type { TFunction } from 'i18next';
import { demoEquipment, namesIn } from '../demo/demoEquipment';
import { rooftopInverters, storageConverters, turbines } from '../demo/plantBlocks';
import type { DemoStation } from '../demo/demoFleet';
import type { TemplateDevice, TemplateQuery } from '../../shared/registration';

/**
 * A new station's first devices, by its type and capacity: the same blocks the demo fleet is built of
 * (demo/plantBlocks.ts), so they add up to the station: inverters (with combiner boxes) to a PV plant's kWp,
 * turbines to a wind farm's kW, converters with their battery clusters, air conditioners and fire protection
 * to a storage plant's power; a grid meter everywhere, a weather station where the sun or wind matters, box
 * transformers above 10 MW. Cameras are left to the equipment screen.
 */
export function deviceTemplate(query: TemplateQuery, t: TFunction): TemplateDevice[] {
  // Named in the registering user's language: the names are his to keep or change.
  const { name, place } = namesIn(t);
  return demoEquipment(asDemoStation(query), undefined, name, place).map((d) => ({
    equipType: d.equipType,
    equipName: d.equipName,
    collectId: d.collectId,
    place: d.place,
    model: d.model,
    peakPower: d.peakPower,
    parent: d.parent ?? null,
  }));
}

function asDemoStation(query: TemplateQuery): DemoStation {
  return {
    type: query.psType as DemoStation['type'],
    pvType: (query.pvType || undefined) as DemoStation['pvType'],
    capacity: query.capacity,
    battery: query.batteryCapacity ?? 0,
  } as DemoStation;
}

/**
 * How many generating or converting units the template would hold, counted before any device is made: a
 * capacity of 100 GW must not build a million devices only to refuse them.
 */
export function templateUnits(query: TemplateQuery): number {
  const station = asDemoStation(query);
  const rooftop = station.type !== 'WP' && station.type !== 'ES' && station.pvType === '2';
  let units = rooftop ? rooftopInverters(station.capacity).ratings.length : 0;
  if (station.type === 'WP') units += turbines(station.capacity).ratings.length;
  // Each converter comes with a battery cluster, an air conditioner and fire protection.
  if (station.type === 'ES' || station.type === 'PVES') units += 4 * storageConverters(station).ratings.length;
  return units;
}

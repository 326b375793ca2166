import { demoEquipment } from '../demo/demoEquipment';
import type { DemoStation } from '../demo/demoFleet';
import type { TemplateDevice, TemplateQuery } from '../../shared/registration';

/**
 * A new station's first devices, by its type and capacity: the same blocks the demo fleet is built of
 * (demo/plantBlocks.ts), so they add up to the station: inverters (with combiner boxes) to a PV plant's kWp,
 * turbines to a wind farm's kW, converters with their battery clusters, air conditioners and fire protection
 * to a storage plant's power; a grid meter everywhere, a weather station where the sun or wind matters, box
 * transformers above 10 MW. Cameras are left to the equipment screen.
 */
export function deviceTemplate(query: TemplateQuery): TemplateDevice[] {
  const station = {
    type: query.psType as DemoStation['type'],
    pvType: (query.pvType || undefined) as DemoStation['pvType'],
    capacity: query.capacity,
    battery: query.batteryCapacity ?? 0,
  } as DemoStation;
  return demoEquipment(station).map((d) => ({
    equipType: d.equipType,
    equipName: d.equipName,
    collectId: d.collectId,
    place: d.place,
    model: d.model,
    peakPower: d.peakPower,
    parent: d.parent ?? null,
  }));
}

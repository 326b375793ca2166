import type { DemoStation } from './demoFleet';

export interface DemoEquipment {
  equipType: string;
  equipName: string;
  collectId: number;
  place: string;
  model: string;
  peakPower: number | null;
  /** Index into the same list of the parent (a combiner box's inverter). */
  parent?: number;
}

/**
 * A representative set of devices per station: the monitored sample of a large plant, not every unit.
 * Types: QXZ weather station, DB meter, XB box transformer, JZNBQ string inverter with HLX combiner box,
 * ZCNBQ central inverter, GCNBQ grid-connected inverter, FJ wind turbine, PCS converter, BC battery
 * cluster, TV camera.
 */
/** String inverter sized to its combiner box: 14.3 kWp per branch at a DC/AC ratio of about 1.15. */
export const STRING_INVERTERS: Record<number, { name: string; kw: number }> = {
  8: { name: 'Huawei SUN2000-100KTL', kw: 100 },
  12: { name: 'Huawei SUN2000-150KTL', kw: 150 },
  16: { name: 'Huawei SUN2000-200KTL', kw: 200 },
};

/** Where the meters sit: the grid connection, and on PV-plus-storage sites the PV feeder. */
export const GRID_METER_PLACE = 'Grid connection';
export const PV_METER_PLACE = 'PV feeder';

export function demoEquipment(station: DemoStation): DemoEquipment[] {
  const list: DemoEquipment[] = [];
  let collectId = 1;
  const add = (e: Omit<DemoEquipment, 'collectId'>) => list.push({ ...e, collectId: collectId++ }) - 1;

  add({ equipType: 'DB', equipName: 'Grid meter', place: GRID_METER_PLACE, model: 'Landis+Gyr E850', peakPower: null });
  if (station.type === 'PVES')
    add({ equipType: 'DB', equipName: 'PV meter', place: PV_METER_PLACE, model: 'Landis+Gyr E850', peakPower: null });
  if (station.type !== 'ES')
    add({ equipType: 'QXZ', equipName: 'Weather station', place: 'Met mast', model: 'Kipp & Zonen RT1', peakPower: null });
  const boxes = station.capacity >= 10000 ? Math.min(4, Math.max(1, Math.round(station.capacity / 50000))) : 0;
  for (let i = 1; i <= boxes; i++)
    add({
      equipType: 'XB',
      equipName: `Box transformer ${i}`,
      place: `Block ${letter(i)}`,
      model: 'ABB 35kV 3150kVA',
      peakPower: 3150,
    });

  if (station.type === 'PV' || station.type === 'PVES') {
    const rooftop = station.pvType === '2';
    if (rooftop) {
      // Rooftop plants are monitored inverter by inverter: as many as the capacity needs.
      const count = Math.min(30, Math.round(station.capacity / 115));
      for (let i = 1; i <= count; i++)
        add({
          equipType: 'GCNBQ',
          equipName: `Inverter ${i}`,
          place: `Roof ${letter(1 + Math.floor((i - 1) / 8))}`,
          model: 'SMA Sunny Tripower 110',
          peakPower: 110,
        });
    } else {
      const model = STRING_INVERTERS[station.branches ?? 8]!;
      for (let i = 1; i <= 6; i++) {
        const inverter = add({
          equipType: 'JZNBQ',
          equipName: `String inverter ${i}`,
          place: `Block ${letter(1 + ((i - 1) % 2))}`,
          model: model.name,
          peakPower: model.kw,
        });
        add({
          equipType: 'HLX',
          equipName: `Combiner box ${i}`,
          place: `Block ${letter(1 + ((i - 1) % 2))}`,
          model: `PVS-${station.branches ?? 8}`,
          peakPower: null,
          parent: inverter,
        });
      }
    }
    if (station.capacity >= 20000) {
      for (let i = 1; i <= 4; i++)
        add({
          equipType: 'ZCNBQ',
          equipName: `Central inverter ${i}`,
          place: `Block ${letter(2 + i)}`,
          model: 'Sungrow SG3125HV',
          peakPower: 3125,
        });
    }
  }
  if (station.type === 'WP') {
    const turbines = Math.min(12, Math.round(station.capacity / 3000));
    for (let i = 1; i <= turbines; i++)
      add({
        equipType: 'FJ',
        equipName: `WTG ${String(i).padStart(2, '0')}`,
        place: `Row ${letter(1 + Math.floor((i - 1) / 4))}`,
        model: 'Vestas V112-3.0',
        peakPower: 3000,
      });
  }
  if (station.type === 'ES' || station.type === 'PVES') {
    const pcsRating = station.type === 'ES' ? 2500 : 500;
    // Enough converters for the station's rated power.
    const units = Math.min(
      24,
      Math.max(1, Math.ceil((station.type === 'ES' ? station.capacity : (station.battery ?? 0) / 2) / pcsRating)),
    );
    for (let i = 1; i <= units; i++) {
      const pcs = add({
        equipType: 'PCS',
        equipName: `PCS ${i}`,
        place: `Container ${i}`,
        model: station.type === 'ES' ? 'Sungrow SC2500UD' : 'Sungrow SC500HV',
        peakPower: pcsRating,
      });
      add({
        equipType: 'BC',
        equipName: `Battery cluster ${i}`,
        place: `Container ${i}`,
        model: 'CATL LFP 280Ah',
        peakPower: null,
        parent: pcs,
      });
    }
  }
  if (station.cameras) {
    add({ equipType: 'TV', equipName: 'Camera entrance', place: 'Gate', model: 'Hikvision DS-2DE', peakPower: null });
    add({ equipType: 'TV', equipName: 'Thermal camera', place: 'Substation', model: 'Hikvision DS-2TD', peakPower: null });
  }
  return list;
}

function letter(i: number): string {
  return String.fromCharCode(64 + i);
}

import type { TFunction } from 'i18next';
import type { DemoStation } from './demoFleet';
import { BATTERY_CLUSTER, CONTAINER_HVAC, FIRE_PROTECTION } from '../telemetry/catalogue/deviceModels';
import { clusterContinuousKw, clustersPerConverter } from '../sources/simulator/batteryBank';
import type { FaultPlan } from '../sources/simulator/faults';
import { centralInverters, rooftopInverters, stringInverters, storageConverters, turbines } from './plantBlocks';
import { POWER_QUALITY_ANALYSER } from '../telemetry/catalogue/deviceModels';
import { evenSplit } from '../sources/simulator/topology';
import { EQUIP, isOfFamily } from '../../shared/deviceTypes';

export interface DemoEquipment {
  equipType: string;
  equipName: string;
  collectId: number;
  place: string;
  model: string;
  peakPower: number | null;
  /**
   * Index into the same list of the parent: a combiner box's inverter, the box a thermal camera looks at, the
   * box transformer an inverter, turbine or converter feeds through.
   */
  parent?: number;
  /** A camera's brand and kind; the seed points its stream at the portal's own test stream (docs/cameras.md). */
  camera?: { brand: string; type: 'visible' | 'thermal'; ownStream: true };
}

/** Where devices sit, named by `PlaceNamer` (blocks, roofs and rows with a letter, containers with their number). */
export const PLACE_NAMES = {
  gridConnection: 'Grid connection',
  pvFeeder: 'PV feeder',
  metMast: 'Met mast',
  block: 'Block {{n}}',
  roof: 'Roof {{n}}',
  row: 'Row {{n}}',
  container: 'Container {{n}}',
  gate: 'Gate',
  containerYard: 'Container yard',
} as const;

export type PlaceNamer = (kind: keyof typeof PLACE_NAMES, n?: number | string) => string;

/** The kinds of device a plant is built of, named by `DeviceNamer` with their number. */
export const DEVICE_NAMES = {
  gridMeter: 'Grid meter',
  pvMeter: 'PV meter',
  weatherStation: 'Weather station',
  boxTransformer: 'Box transformer {{n}}',
  inverter: 'Inverter {{n}}',
  stringInverter: 'String inverter {{n}}',
  combinerBox: 'Combiner box {{n}}',
  centralInverter: 'Central inverter {{n}}',
  turbine: 'WTG {{n}}',
  pcs: 'PCS {{n}}',
  batteryCluster: 'Battery cluster {{n}}',
  airConditioner: 'Air conditioner {{n}}',
  fireProtection: 'Fire protection {{n}}',
  entranceCamera: 'Camera entrance',
  thermalCamera: 'Thermal camera',
  pqAnalyser: 'Power quality analyser',
} as const;

/** A device's name from its kind and number: the demo fleet's are English, a registration's the reader's. */
export type DeviceNamer = (kind: keyof typeof DEVICE_NAMES, n?: number | string) => string;

const englishName: DeviceNamer = (kind, n) => DEVICE_NAMES[kind].replace('{{n}}', String(n ?? ''));
const englishPlace: PlaceNamer = (kind, n) => PLACE_NAMES[kind].replace('{{n}}', String(n ?? ''));

/** Device and place names in one language (locale keys `registration.deviceNames.*` and `registration.places.*`). */
export function namesIn(t: TFunction): { name: DeviceNamer; place: PlaceNamer } {
  return {
    name: (kind, n) => t(`registration.deviceNames.${kind}`, { n }),
    place: (kind, n) => t(`registration.places.${kind}`, { n }),
  };
}

/**
 * The devices of a demo plant. Its generating units add up to it: the inverters' peak power (kWp) to a PV
 * plant's capacity, the turbines' ratings to a wind farm's, the PCS ratings to a storage plant's power
 * (plantBlocks.ts). Types: QXZ weather station, DB meter, XB box transformer, JZNBQ string inverter with HLX
 * combiner box, ZCNBQ central inverter, GCNBQ grid-connected inverter, FJ wind turbine, PCS converter and
 * in its container the BC battery cluster, KT air conditioner and XF fire protection, TV camera, PQ power-quality analyser. `faults` are the plant's injected faults (sources/simulator/faults.ts): its thermal
 * camera looks where they are. A plant with box transformers has each kind of unit (inverters, turbines,
 * converters) split evenly across them in order, each transformer the parent of its share.
 */
export function demoEquipment(
  station: DemoStation,
  faults?: FaultPlan,
  name: DeviceNamer = englishName,
  place: PlaceNamer = englishPlace,
): DemoEquipment[] {
  const list: DemoEquipment[] = [];
  let collectId = 1;
  const add = (e: Omit<DemoEquipment, 'collectId'>) => list.push({ ...e, collectId: collectId++ }) - 1;

  add({
    equipType: EQUIP.meter,
    equipName: name('gridMeter'),
    place: place('gridConnection'),
    model: 'Landis+Gyr E850',
    peakPower: null,
  });
  if (station.type === 'PVES')
    add({
      equipType: EQUIP.meter,
      equipName: name('pvMeter'),
      place: place('pvFeeder'),
      model: 'Landis+Gyr E850',
      peakPower: null,
    });
  if (station.type !== 'ES')
    add({
      equipType: EQUIP.weatherStation,
      equipName: name('weatherStation'),
      place: place('metMast'),
      model: 'Kipp & Zonen RT1',
      peakPower: null,
    });
  const boxes = station.capacity >= 10000 ? Math.min(4, Math.max(1, Math.round(station.capacity / 50000))) : 0;
  const transformers: number[] = [];
  for (let i = 1; i <= boxes; i++)
    transformers.push(
      add({
        equipType: EQUIP.boxTransformer,
        equipName: name('boxTransformer', i),
        place: place('block', letter(i)),
        model: 'ABB 35kV 3150kVA',
        peakPower: 3150,
      }),
    );
  /** The transformer each of `count` units of a kind feeds through, by the unit's number (0-based). */
  const feeders = (count: number) => {
    const groups = evenSplit(count, transformers.length);
    return (i: number) => (transformers.length ? transformers[groups[i]!] : undefined);
  };

  if (station.type === 'PV' || station.type === 'PVES') {
    if (station.pvType === '2') {
      // Rooftop plants are monitored inverter by inverter.
      const { model, ratings } = rooftopInverters(station.capacity);
      const feeder = feeders(ratings.length);
      ratings.forEach((kwp, i) =>
        add({
          equipType: EQUIP.gridTiedInverter,
          equipName: name('inverter', i + 1),
          place: place('roof', letter(1 + Math.floor(i / 8))),
          model: model.name,
          peakPower: kwp,
          parent: feeder(i),
        }),
      );
    } else {
      const branches = station.branches ?? 8;
      const strings = stringInverters(station.capacity, branches);
      const rest = station.capacity - strings.ratings.reduce((a, b) => a + b, 0);
      const central = centralInverters(station.capacity, rest);
      const feeder = feeders(strings.ratings.length + (central?.ratings.length ?? 0));
      strings.ratings.forEach((kwp, i) => {
        const block = place('block', letter(1 + (i % 2)));
        const inverter = add({
          equipType: EQUIP.stringInverter,
          equipName: name('stringInverter', i + 1),
          place: block,
          model: strings.model.name,
          peakPower: kwp,
          parent: feeder(i),
        });
        add({
          equipType: EQUIP.combinerBox,
          equipName: name('combinerBox', i + 1),
          place: block,
          model: `PVS-${branches}`,
          peakPower: null,
          parent: inverter,
        });
      });
      central?.ratings.forEach((kwp, i) =>
        add({
          equipType: EQUIP.centralInverter,
          equipName: name('centralInverter', i + 1),
          place: place('block', letter(3 + Math.floor(i / 4))),
          model: central.model.name,
          peakPower: kwp,
          parent: feeder(strings.ratings.length + i),
        }),
      );
    }
  }
  if (station.type === 'WP') {
    const { model, ratings } = turbines(station.capacity);
    const feeder = feeders(ratings.length);
    ratings.forEach((kw, i) =>
      add({
        equipType: EQUIP.windTurbine,
        equipName: name('turbine', String(i + 1).padStart(2, '0')),
        place: place('row', letter(1 + Math.floor(i / 4))),
        model: model.name,
        peakPower: kw,
        parent: feeder(i),
      }),
    );
  }
  if (station.type === 'ES' || station.type === 'PVES') {
    const { model, ratings } = storageConverters(station);
    const clusters = clustersPerConverter(station.battery ?? 0, ratings);
    const feeder = feeders(ratings.length);
    ratings.forEach((kw, i) => {
      const pcs = add({
        equipType: EQUIP.pcs,
        equipName: name('pcs', i + 1),
        place: place('container', i + 1),
        model: model.name,
        peakPower: kw,
        parent: feeder(i),
      });
      const container = place('container', i + 1);
      add({
        equipType: EQUIP.batteryCluster,
        equipName: name('batteryCluster', i + 1),
        place: container,
        model: BATTERY_CLUSTER.name,
        // Its clusters' power at the cells' continuous C-rate: the register tells how many clusters there are.
        peakPower: clusterContinuousKw(clusters[i]!),
        parent: pcs,
      });
      add({
        equipType: EQUIP.airConditioner,
        equipName: name('airConditioner', i + 1),
        place: container,
        model: CONTAINER_HVAC.name,
        peakPower: CONTAINER_HVAC.kw,
        parent: pcs,
      });
      add({
        equipType: EQUIP.fireProtection,
        equipName: name('fireProtection', i + 1),
        place: container,
        model: FIRE_PROTECTION.name,
        peakPower: null,
        parent: pcs,
      });
    });
  }
  if (station.cameras) {
    add({
      equipType: EQUIP.camera,
      equipName: name('entranceCamera'),
      place: place('gate'),
      model: 'Hikvision DS-2DE',
      peakPower: null,
      camera: { brand: 'Hikvision', type: 'visible', ownStream: true },
    });
    // The thermal camera watches the array of the combiner box the plant's fault is in (box 1 without one); at a
    // storage plant, which has no boxes, it watches the battery containers (server/cameras/thermalScene.ts).
    const boxes = list.map((d, i) => (isOfFamily(d.equipType, 'combinerBox') ? i : -1)).filter((i) => i >= 0);
    const box = boxes[faultyBox(faults) - 1] ?? boxes[0];
    add({
      equipType: EQUIP.camera,
      equipName: name('thermalCamera'),
      place: box === undefined ? place('containerYard') : list[box]!.place,
      model: 'Hikvision DS-2TD',
      peakPower: null,
      parent: box,
      camera: { brand: 'Hikvision', type: 'thermal', ownStream: true },
    });
  }
  // Converter-fed sites watch their grid connection's voltage quality; the analyser sits on the grid meter's
  // feeder. Added last, so the other devices keep the communication numbers they had before it.
  if (station.type === 'ES' || station.type === 'PVES')
    add({
      equipType: EQUIP.powerQualityAnalyser,
      equipName: name('pqAnalyser'),
      place: place('gridConnection'),
      model: POWER_QUALITY_ANALYSER,
      peakPower: null,
    });
  return list;
}

/** The combiner box (1-based, in collector order) a plant's branch fault is in; 1 without one. */
function faultyBox(faults: FaultPlan | undefined): number {
  return (faults?.zeroBranch ?? faults?.lowBranch ?? faults?.absentBranch)?.box ?? 1;
}

function letter(i: number): string {
  return String.fromCharCode(64 + i);
}

/**
 * The device models of the default catalogue with their ratings. Each has a point table (pointTables.ts),
 * and the demo plants are built from them (demo/plantBlocks.ts).
 */
export interface RatedModel {
  name: string;
  /** AC rating, kW. */
  kw: number;
}

/** String inverters by the branches of the combiner box they serve. */
export const STRING_INVERTERS: Record<8 | 12 | 16, RatedModel> = {
  8: { name: 'Huawei SUN2000-100KTL', kw: 100 },
  12: { name: 'Huawei SUN2000-150KTL', kw: 150 },
  16: { name: 'Huawei SUN2000-200KTL', kw: 200 },
};

/** Central inverters with 12 DC inputs: a block for plants up to 100 MWp, a medium-voltage skid above. */
export const CENTRAL_INVERTERS = {
  block: { name: 'Sungrow SG3125HV', kw: 3125 },
  skid: { name: 'Sungrow SG8800UD-MV', kw: 8800 },
} satisfies Record<string, RatedModel>;
export const CENTRAL_DC_INPUTS = 12;

/** The rooftop inverter, 8 DC inputs of one string each or more. */
export const ROOFTOP_INVERTER: RatedModel = { name: 'SMA Sunny Tripower 110', kw: 110 };
export const ROOFTOP_DC_INPUTS = 8;

/** Wind turbines, in the order a farm's capacity is tried against them. */
export const TURBINES: RatedModel[] = [
  { name: 'Vestas V112-3.0', kw: 3000 },
  { name: 'Gamesa G114-2.0MW', kw: 2000 },
  { name: 'Nordex N100/2500', kw: 2500 },
];

/** Power conversion systems: the grid storage one and the one of PV-plus-storage sites. */
export const STORAGE_PCS: RatedModel = { name: 'Sungrow SC2500UD', kw: 2500 };
export const HYBRID_PCS: RatedModel = { name: 'Sungrow SC500HV', kw: 500 };

/** A battery cluster: packs in series, each of cells in series (1P24S LFP packs of 280 Ah). */
export interface ClusterModel extends RatedModel {
  packs: number;
  cellsPerPack: number;
}
export const BATTERY_CLUSTER: ClusterModel = { name: 'CATL LFP 280Ah', kw: 0, packs: 16, cellsPerPack: 24 };

/**
 * The cell of every cluster, from its datasheet (CATL LFP 280 Ah prismatic energy-storage cell): nominal
 * capacity and voltage, and the continuous charge and discharge rate a two-hour grid battery is built for.
 */
export const BATTERY_CELL = { ah: 280, nominalV: 3.2, continuousC: 0.5 } as const;

/** A cluster's nominal energy, kWh: its cells in series times one cell's (384 × 280 Ah × 3.2 V = 344.064 kWh). */
export const CLUSTER_KWH =
  (BATTERY_CLUSTER.packs * BATTERY_CLUSTER.cellsPerPack * BATTERY_CELL.ah * BATTERY_CELL.nominalV) / 1000;

/** The container air conditioner and fire protection system of a storage container. */
export const CONTAINER_HVAC: RatedModel = { name: 'Envicool EC40', kw: 40 };
export const FIRE_PROTECTION: RatedModel = { name: 'Gielle Novec 1230', kw: 0 };

/** The power-quality analyser at the grid connection of storage sites: a class A instrument (IEC 61000-4-30). */
export const POWER_QUALITY_ANALYSER = 'Janitza UMG 512-PRO';

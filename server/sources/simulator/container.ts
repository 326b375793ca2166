/**
 * The air in a storage container and its air conditioner: the converter's and the cells' losses, the sun on
 * the roof and the walls' exchange with outside air heat it. The unit is inverter-driven: it modulates its
 * cooling (or heating) to bring the air back to its set-point within five minutes, up to its capacity.
 */
export interface ContainerAir {
  /** Air temperature inside, °C. */
  inside: number;
  cooling: boolean;
  heating: boolean;
}

export interface ContainerLoad {
  outsideC: number;
  /** Irradiance on the roof, W/m². */
  irradiance: number;
  /** Heat released inside by the converter and the cells, kW. */
  lossesKw: number;
  coolSetC: number;
  heatSetC: number;
  /** The unit is switched on. */
  running: boolean;
  /** Cooling (and heating) capacity, kW. */
  capacityKw: number;
}

/** Exchange through the walls, kW per kelvin; heat capacity of air, racks and walls, kJ per kelvin (30 min). */
const WALLS_KW_PER_K = 0.4;
const HEAT_CAPACITY_KJ_PER_K = 720;
const SUN_ON_ROOF_KW = 6;
const COP = 3.2;
const FAN_KW = 0.5;
/** How fast the unit brings the air back to its set-point, s. */
const CONTROL_S = 300;

export function startingAir(load: Pick<ContainerLoad, 'outsideC' | 'coolSetC' | 'heatSetC'>): ContainerAir {
  return { inside: Math.max(load.heatSetC, Math.min(load.coolSetC, load.outsideC + 5)), cooling: false, heating: false };
}

/** The air after a step, and the unit's electrical draw over it (kW). */
export function stepContainer(
  air: ContainerAir,
  load: ContainerLoad,
  dtSeconds: number,
): { air: ContainerAir; electricKw: number } {
  const dt = Math.min(dtSeconds, CONTROL_S);
  const gains = load.lossesKw + (SUN_ON_ROOF_KW * load.irradiance) / 1000 + WALLS_KW_PER_K * (load.outsideC - air.inside);
  // What holds the air at the set-point it has passed, plus what brings it back within the control time.
  const needed = (target: number) => gains + ((air.inside - target) * HEAT_CAPACITY_KJ_PER_K) / CONTROL_S;
  let unitKw = 0;
  if (load.running && air.inside > load.coolSetC) unitKw = -Math.min(load.capacityKw, Math.max(0, needed(load.coolSetC)));
  else if (load.running && air.inside < load.heatSetC) unitKw = Math.min(load.capacityKw, Math.max(0, -needed(load.heatSetC)));
  const inside = air.inside + ((gains + unitKw) * dt) / HEAT_CAPACITY_KJ_PER_K;
  const electricKw = load.running ? FAN_KW + Math.abs(unitKw) / COP : 0;
  return { air: { inside, cooling: unitKw < -0.5, heating: unitKw > 0.5 }, electricKw };
}

import { unit } from '../sources/simulator/noise';
import type { ThermalRegionDto } from '../../shared/cameraDto';

export const THERMAL_WIDTH = 160;
export const THERMAL_HEIGHT = 120;

/** One string of modules the camera sees: its combiner-box input and that input's live current (null: not wired). */
export interface StringReading {
  branch: number;
  current: number | null;
}

/** One battery container the camera sees, with its cluster's highest cell temperature (°C). */
export interface ContainerReading {
  equipId: number;
  name: string;
  cellTmax: number;
}

/** What the camera's scene is made of: live readings of the devices it looks at. */
export type ThermalScene =
  | {
      kind: 'strings';
      /** The combiner box whose strings these are. */
      equipId: number;
      strings: StringReading[];
      /** Module temperature (°C), ambient temperature (°C) and plane-of-array irradiance (W/m²) of the weather station. */
      moduleTemp: number;
      ambient: number | null;
      irradiance: number | null;
    }
  | { kind: 'containers'; containers: ContainerReading[]; ambient: number | null };

export type RegionState = ThermalRegionDto['state'];
/** A part of the picture and the reading behind it, so the screen can say what a pixel belongs to. */
export type ThermalRegion = ThermalRegionDto;

export interface ThermalFrame {
  width: number;
  height: number;
  /** °C, one decimal, row by row from the top left. */
  values: number[];
  min: number;
  max: number;
  mean: number;
  /** The hottest pixel (the first, reading row by row). */
  spot: { x: number; y: number; temp: number };
  regions: ThermalRegion[];
}

/** A string delivering less than this share of its box's mean current is weak; below OPEN_SHARE it is open. */
const WEAK_SHARE = 0.85;
const OPEN_SHARE = 0.05;
/** Below this mean string current the array is dark (night): no string heats more than another. */
const DARK_MEAN_A = 0.2;
/**
 * The model's temperatures, K at 1000 W/m² (docs/cameras.md): an open string converts nothing and runs a few
 * K warmer as a whole; a weak string has a module whose shaded or broken cells are driven in reverse and
 * dissipate: a hot spot of 15 K, up to 25 K the weaker the string, and the string itself a little warmer.
 */
const OPEN_EXCESS = 3.5;
const WEAK_STRING_EXCESS = 1.5;
const HOT_SPOT_BASE = 15;
const HOT_SPOT_RANGE = 10;
/** Module-to-module and cell-to-cell spread of a healthy array, K (peak to peak). */
const TEXTURE = 0.5;
const MODULE_WIDTH = 10;
const HOT_SPOT_SIGMA = 1.2;
/** A container's wall runs this much below its hottest cell; its roof (the HVAC's outlet) this much above the wall. */
const WALL_BELOW_CELLS = 3;
const ROOF_EXCESS = 1.5;
/** Without a weather station, the yard around containers is taken this much below the coolest wall. */
const YARD_BELOW_WALL = 6;

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The radiometric picture a thermal camera would take of its scene, from live readings (docs/cameras.md):
 * 160 × 120 temperatures in °C. Strings are rows of modules at the weather station's module temperature;
 * one whose current is low against its box's mean runs hotter, so the hot spot sits over the faulty string.
 * Containers stand in a row at their clusters' cell temperatures. `seed` (the camera) fixes the texture.
 */
export function renderThermalFrame(scene: ThermalScene, seed: number): ThermalFrame {
  const width = THERMAL_WIDTH;
  const height = THERMAL_HEIGHT;
  const field = new Float64Array(width * height);
  const texture = (x: number, y: number) => (unit(seed, x, y) - 0.5) * TEXTURE;
  const regions = scene.kind === 'strings' ? drawStrings(scene, seed, field, texture) : drawContainers(scene, field, texture);

  const values = Array.from(field, round1);
  let spot = 0;
  let min = Infinity;
  let sum = 0;
  values.forEach((v, i) => {
    if (v > values[spot]!) spot = i;
    min = Math.min(min, v);
    sum += v;
  });
  return {
    width,
    height,
    values,
    min,
    max: values[spot]!,
    mean: round1(sum / values.length),
    spot: { x: spot % width, y: Math.floor(spot / width), temp: values[spot]! },
    regions,
  };
}

type Texture = (x: number, y: number) => number;

function drawStrings(scene: Extract<ThermalScene, { kind: 'strings' }>, seed: number, field: Float64Array, texture: Texture) {
  const width = THERMAL_WIDTH;
  const height = THERMAL_HEIGHT;
  const { moduleTemp, strings } = scene;
  const ambient = scene.ambient ?? moduleTemp;
  const sun = Math.max(0, Math.min(1.2, (scene.irradiance ?? 0) / 1000));
  const ground = ambient + 0.3 * (moduleTemp - ambient);
  const frame = (ambient + moduleTemp) / 2;
  field.fill(ground);

  const wired = strings.filter((s) => s.current !== null).map((s) => s.current!);
  const mean = wired.length ? wired.reduce((a, b) => a + b, 0) / wired.length : 0;
  const rowHeight = Math.max(3, Math.floor(height / Math.max(1, strings.length)));
  const top = Math.max(0, Math.floor((height - rowHeight * strings.length) / 2));
  const gap = Math.max(1, Math.round(rowHeight * 0.2));
  const modules = Math.floor(width / MODULE_WIDTH);

  return strings.map((s, k): ThermalRegion => {
    const y0 = top + k * rowHeight + gap;
    const y1 = Math.min(height, top + (k + 1) * rowHeight);
    const share = s.current === null || mean < DARK_MEAN_A ? 1 : s.current / mean;
    const state: RegionState =
      s.current === null ? 'absent' : share < OPEN_SHARE ? 'open' : share < WEAK_SHARE ? 'weak' : 'normal';
    const region: ThermalRegion = {
      kind: 'string',
      branch: s.branch,
      equipId: scene.equipId,
      name: null,
      x: 0,
      y: y0,
      width,
      height: y1 - y0,
      reading: s.current,
      unit: 'A',
      state,
      excess: 0,
    };
    // A string that is not wired is not there: the ground shows through.
    if (state === 'absent') return region;
    const stringExcess = state === 'open' ? OPEN_EXCESS * sun : state === 'weak' ? WEAK_STRING_EXCESS * sun * (1 - share) : 0;
    for (let y = y0; y < y1; y++)
      for (let x = 0; x < width; x++) {
        const edge = x % MODULE_WIDTH === MODULE_WIDTH - 1;
        field[y * width + x] = edge ? frame + texture(x, y) : moduleTemp + stringExcess + texture(x, y);
      }
    region.excess = round1(stringExcess);
    if (state === 'weak') {
      const peak = sun * (HOT_SPOT_BASE + HOT_SPOT_RANGE * Math.min(1, (1 - share) / 0.5));
      const module = Math.floor(unit(seed, s.branch, 17) * modules);
      const cx = module * MODULE_WIDTH + (MODULE_WIDTH - 1) / 2;
      const cy = (y0 + y1 - 1) / 2;
      for (let y = y0; y < y1; y++)
        for (let x = module * MODULE_WIDTH; x < (module + 1) * MODULE_WIDTH - 1; x++) {
          const d2 = (x - cx) ** 2 + (y - cy) ** 2;
          field[y * width + x]! += peak * Math.exp(-d2 / (2 * HOT_SPOT_SIGMA ** 2));
        }
      region.excess = round1(stringExcess + peak);
    }
    return region;
  });
}

function drawContainers(scene: Extract<ThermalScene, { kind: 'containers' }>, field: Float64Array, texture: Texture) {
  const width = THERMAL_WIDTH;
  const height = THERMAL_HEIGHT;
  const walls = scene.containers.map((c) => c.cellTmax - WALL_BELOW_CELLS);
  const yard = scene.ambient ?? Math.min(...walls) - YARD_BELOW_WALL;
  field.fill(yard);
  for (let i = 0; i < field.length; i++) field[i]! += texture(i % width, Math.floor(i / width));
  const count = Math.max(1, scene.containers.length);
  const gap = 4;
  const boxWidth = Math.floor((width - gap * (count + 1)) / count);
  // The containers stand in the middle of the picture: sky-facing yard above, ground below.
  const y0 = Math.round(height / 4);
  const y1 = Math.round((height * 5) / 6);
  const hottest = Math.max(...scene.containers.map((c) => c.cellTmax));
  return scene.containers.map((c, n): ThermalRegion => {
    const x0 = gap + n * (boxWidth + gap);
    const roof = y0 + Math.round((y1 - y0) * 0.2);
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x0 + boxWidth; x++) field[y * width + x] = walls[n]! + (y < roof ? ROOF_EXCESS : 0) + texture(x, y);
    return {
      kind: 'container',
      branch: null,
      equipId: c.equipId,
      name: c.name,
      x: x0,
      y: y0,
      width: boxWidth,
      height: y1 - y0,
      reading: c.cellTmax,
      unit: '°C',
      state: c.cellTmax === hottest && scene.containers.length > 1 ? 'hottest' : 'normal',
      excess: round1(c.cellTmax - Math.min(...scene.containers.map((d) => d.cellTmax))),
    };
  });
}

import { meterRoles } from '../telemetry/meterRoles';
import { familyOf, INVERTER_TYPES, type DeviceFamily } from '../../shared/deviceTypes';
import {
  breaker,
  busbar,
  el,
  esc,
  flowMark,
  lamp,
  meter,
  SLD_STYLE,
  text,
  transformer,
  wire,
  type Binding,
  type Label,
} from './sldSymbols';
import { bestLayout, drawRows, MARGIN, TILE_HEIGHT, TILE_STEP, TRANSFORMER_SPACING } from './sldLayout';
import { loadFeeder, pcsFeeder, pvGroupFeeder, pvInvertersFeeder, type Feeder, type KeyOf, type SldDevice } from './sldFeeders';

const inverterRank = (equipType: string) => (INVERTER_TYPES as readonly string[]).indexOf(equipType);

/** A plant's devices of one family, by communication number. */
const ofFamily = (plant: SldPlant, family: DeviceFamily) =>
  plant.devices.filter((d) => familyOf(d.equipType) === family).sort((a, b) => a.collectId - b.collectId);

export type { SldDevice } from './sldFeeders';

/** A storage or PV-plus-storage plant as its single-line diagram is drawn from it. */
export interface SldPlant {
  psId: number;
  psName: string;
  psType: string;
  /** kW (kWp of the PV part for PVES). */
  capacity: number;
  /** kWh. */
  batteryCapacity: number;
  devices: SldDevice[];
}

/** Up to this many inverters are drawn one by one; more are drawn as one group. */
const INVERTERS_DRAWN = 6;

const yc = (point: string, format: string, unit?: string): Binding => ({ point, kind: 'yc', format, unit });

/**
 * The single-line diagram of a storage (ES) or PV-plus-storage (PVES) plant, drawn from its devices and
 * bound to their live points: the grid connection with its meter, the HV breakers and box transformers, the
 * AC busbar, and the feeders (PV, site load, PCS with their battery clusters). The layout wraps the feeders
 * into rows so that the drawing fits the wiring page as large as it can.
 */
export function singleLineDiagram(plant: SldPlant): string {
  const key: KeyOf = (d, code) => `${plant.psId}_${d.equipType}_${d.collectId}_${code}`;
  const stationKey = (code: string) => `${plant.psId}_PS_0_${code}`;
  const meters = ofFamily(plant, 'meter');
  const roles = meterRoles(meters, plant.psType);
  const gridMeter = roles.grid;
  const pvMeter = roles.pv ?? meters.find((m) => m !== gridMeter);
  const feeders = feedersOf(plant, key, stationKey, pvMeter);
  const transformers = ofFamily(plant, 'boxTransformer');

  const tiles = tilesOf(plant, stationKey);
  const layout = bestLayout(feeders, tiles.length, transformers.length);
  const { width, height, tiles: place } = layout;
  const tileAt = (i: number) => ({
    x: place.left + (i % place.perRow) * (place.width + 12),
    y: place.top + Math.floor(i / place.perRow) * TILE_STEP,
  });

  const parts: string[] = [
    el('rect', { class: 'bg', x: 0, y: 0, width, height }),
    text(MARGIN, 44, plant.psName, { cls: 'title' }),
    subtitle(plant),
    ...tiles.map((tile, i) => drawTile(tile, tileAt(i).x, tileAt(i).y, place.width)),
    gridConnection(layout.chainX, layout.gridTop, layout.busY, key, gridMeter, transformers),
    drawRows(layout),
    legend(height - 18),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="sld" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<style>${SLD_STYLE}</style>${parts.join('')}</svg>`
  );
}

function feedersOf(plant: SldPlant, key: KeyOf, stationKey: (code: string) => string, pvMeter: SldDevice | undefined): Feeder[] {
  const feeders: Feeder[] = [];
  const inverters = ofFamily(plant, 'inverter').sort((a, b) => inverterRank(a.equipType) - inverterRank(b.equipType));
  if (plant.psType === 'PVES' || inverters.length > 0) {
    const boxes = ofFamily(plant, 'combinerBox');
    feeders.push(
      inverters.length > 0 && inverters.length <= INVERTERS_DRAWN
        ? pvInvertersFeeder(key, pvMeter, inverters, (inv) => boxes.find((b) => b.parentId === inv.equipId))
        : pvGroupFeeder(key, pvMeter, inverters, ofFamily(plant, 'weatherStation')[0], plant.capacity),
    );
  }
  if (plant.psType === 'PVES') feeders.push(loadFeeder(stationKey));
  const clusters = ofFamily(plant, 'batteryCluster');
  for (const pcs of ofFamily(plant, 'pcs'))
    feeders.push(
      pcsFeeder(
        key,
        pcs,
        clusters.find((c) => c.parentId === pcs.equipId),
      ),
    );
  return feeders;
}

interface Tile {
  label: Label;
  bind: Binding;
}

/** The station's own figures across the top: what an operator of a storage plant watches first. */
function tilesOf(plant: SldPlant, stationKey: (code: string) => string): Tile[] {
  const tile = (code: string, label: Label, format: string, unit?: string): Tile => ({
    label,
    bind: yc(stationKey(code), format, unit),
  });
  const tiles = [tile('gridPower', ['wiring.svg.gridPower', 'Grid power'], 'power')];
  if (plant.psType === 'PVES') tiles.push(tile('pvPower', ['wiring.svg.pvPower', 'PV power'], 'power'));
  tiles.push(
    tile('storagePower', ['wiring.svg.storagePower', 'Storage power'], 'power'),
    tile('soc', ['wiring.svg.soc', 'State of charge'], 'fixed:1', '%'),
    tile('dayCharge', ['wiring.svg.dayCharge', 'Charged today'], 'energy'),
    tile('dayDischarge', ['wiring.svg.dayDischarge', 'Discharged today'], 'energy'),
  );
  if (plant.psType === 'PVES') tiles.push(tile('loadPower', ['wiring.svg.loadPower', 'Site load'], 'power'));
  return tiles;
}

function drawTile(tile: Tile, x: number, y: number, width: number): string {
  return (
    el('rect', { class: 'tile', x, y, width, height: TILE_HEIGHT, rx: 4 }) +
    text(x + 12, y + 22, tile.label[1], { cls: 'lbl', i18n: tile.label[0], fit: width - 24 }) +
    text(x + 12, y + 49, '', { cls: 'tile-val', bind: tile.bind })
  );
}

/** "Single-line diagram · ES · 10 MW / 20 MWh": the ratings are formatted by the viewer in its language. */
function subtitle(plant: SldPlant): string {
  const span = (attrs: Record<string, string | number>, content: string) => el('tspan', attrs, esc(content));
  const power = plant.psType === 'PVES' ? 'capacity:kWp' : 'capacity:kW';
  return el(
    'text',
    { x: MARGIN, y: 70, class: 'sub' },
    span({ 'data-i18n': 'wiring.svg.singleLine' }, 'Single-line diagram') +
      esc(` · ${plant.psType} · `) +
      span({ 'data-value': plant.capacity, 'data-format': power }, `${plant.capacity} ${power.slice(9)}`) +
      (plant.batteryCapacity > 0
        ? ' / ' + span({ 'data-value': plant.batteryCapacity, 'data-format': 'capacity:kWh' }, `${plant.batteryCapacity} kWh`)
        : ''),
  );
}

/**
 * The grid connection down to the AC busbar: the utility grid, the grid meter with its readings, and per box
 * transformer its HV breaker (operable) and the transformer with its readings.
 */
function gridConnection(
  cx: number,
  top: number,
  busY: number,
  key: KeyOf,
  gridMeter: SldDevice | undefined,
  transformers: SldDevice[],
): string {
  const parts = [
    text(cx, top + 12, 'Utility grid', { cls: 'lbl', anchor: 'middle', i18n: 'wiring.svg.grid' }),
    busbar(cx - 80, cx + 80, top + 24, 'hv'),
    wire(cx, top + 24, cx, top + 56),
  ];
  if (gridMeter) {
    const bind = (code: string, format: string, unit?: string) => yc(key(gridMeter, code), format, unit);
    parts.push(
      meter(cx, top + 74),
      text(cx + 30, top + 62, gridMeter.name, { cls: 'name' }),
      text(cx + 30, top + 84, '', { cls: 'val big', bind: bind('P', 'power') }),
      flowMark(cx + 30, top + 102, key(gridMeter, 'P'), {
        up: ['wiring.svg.export', 'Export'],
        down: ['wiring.svg.import', 'Import'],
        idle: ['wiring.svg.idle', 'Idle'],
      }),
      text(cx + 30, top + 122, '', { cls: 'val sm', bind: bind('Q', 'fixed:1', 'kvar') }),
      text(cx + 140, top + 122, '', { cls: 'val sm', bind: bind('F', 'fixed:2', 'Hz') }),
      text(cx - 30, top + 62, 'Exported', { cls: 'lbl', anchor: 'end', i18n: 'wiring.svg.exported' }),
      text(cx - 30, top + 80, '', { cls: 'val sm', anchor: 'end', bind: bind('EExp', 'energy') }),
      text(cx - 30, top + 100, 'Imported', { cls: 'lbl', anchor: 'end', i18n: 'wiring.svg.imported' }),
      text(cx - 30, top + 118, '', { cls: 'val sm', anchor: 'end', bind: bind('EImp', 'energy') }),
    );
  } else parts.push(wire(cx, top + 56, cx, top + 92));

  if (transformers.length === 0) return parts.join('') + wire(cx, top + 92, cx, busY);
  const xs = transformers.map((_, i) => cx + (i - (transformers.length - 1) / 2) * TRANSFORMER_SPACING);
  if (transformers.length > 1) parts.push(wire(cx, top + 92, cx, top + 124), busbar(xs[0]!, xs[xs.length - 1]!, top + 124, 'hv'));
  else parts.push(wire(cx, top + 92, cx, top + 124));
  transformers.forEach((xb, i) => {
    const x = xs[i]!;
    const bind = (code: string, format: string, unit?: string) => yc(key(xb, code), format, unit);
    parts.push(
      wire(x, top + 124, x, top + 134),
      breaker(x, top + 147, { point: key(xb, 'Breaker'), kind: 'yx', control: key(xb, 'BreakerCtl') }),
      text(x + 24, top + 152, 'HV breaker', { cls: 'lbl', i18n: 'wiring.svg.hvBreaker' }),
      wire(x, top + 160, x, top + 178),
      transformer(x, top + 178),
      text(x + 34, top + 190, xb.name, { cls: 'name' }),
      text(x + 34, top + 208, '', { cls: 'lbl', constant: { value: xb.peakPower ?? 0, format: 'fixed:0', unit: 'kVA' } }),
      text(x + 34, top + 230, '', { cls: 'val', bind: bind('P', 'power') }),
      text(x + 34, top + 250, '', { cls: 'val sm', bind: bind('Uhv', 'fixed:2', 'kV') }),
      text(x + 120, top + 250, '', { cls: 'val sm', bind: bind('OilTemp', 'fixed:1', '°C') }),
      lamp(x - 36, top + 212, { point: key(xb, 'GasAlarm'), kind: 'yx' }, 'alarm'),
      text(x - 48, top + 216, 'Gas relay', { cls: 'lbl', anchor: 'end', i18n: 'wiring.svg.gasRelay' }),
      wire(x, top + 246, x, busY),
    );
  });
  return parts.join('');
}

/** What the symbols mean: the two states of a switch. */
function legend(y: number): string {
  const items: [state: string, label: Label][] = [
    ['is-on', ['wiring.svg.closed', 'Closed / running']],
    ['is-off', ['wiring.svg.open', 'Open / stopped']],
  ];
  return items
    .map(([state, [key, fallback]], i) => {
      const x = MARGIN + i * 260;
      return (
        el('rect', { class: `brk ${state}`, x, y: y - 13, width: 18, height: 18, rx: 2 }) +
        text(x + 28, y + 1, fallback, { cls: 'legend', i18n: key })
      );
    })
    .join('');
}

import {
  batteryIcon,
  breaker,
  converterIcon,
  el,
  flowMark,
  levelGauge,
  loadArrow,
  meter,
  pvArray,
  text,
  wire,
  type Binding,
} from './sldSymbols';

/** A device as the diagram needs it: what it is, its number on its channel, its name and rating. */
export interface SldDevice {
  equipId: number;
  equipType: string;
  collectId: number;
  name: string;
  model: string | null;
  peakPower: number | null;
  parentId: number | null;
  place: string | null;
}

/** Width of one feeder column of the drawing. */
export const COLUMN = 150;
/** Width of the texts inside a feeder's box. */
const FIT = 116;
/** Height of a row of feeders below its busbar. */
export const ROW_HEIGHT = 366;

/** A feeder hanging from the busbar, `columns` wide, drawn with its top-left at (x, busY). */
export interface Feeder {
  columns: number;
  draw(x: number, busY: number): string;
}

export type KeyOf = (device: SldDevice, code: string) => string;

const yc = (point: string, format: string, unit?: string): Binding => ({ point, kind: 'yc', format, unit });

/** Start/stop of a converter drawn as its AC contactor: closed while it runs; a click starts or stops it. */
const contactor = (key: KeyOf, d: SldDevice): Binding => ({
  point: key(d, 'Run'),
  kind: 'yx',
  control: key(d, 'OnOff'),
});

const box = (cx: number, y: number, height: number, cls: string) =>
  el('rect', { class: `box ${cls}`, x: cx - 66, y, width: 132, height, rx: 4 });

/** A PCS with its battery cluster below: contactor, converter (power, direction), DC link, rack with SOC. */
export function pcsFeeder(key: KeyOf, pcs: SldDevice, cluster: SldDevice | undefined): Feeder {
  return {
    columns: 1,
    draw(x, busY) {
      const cx = x + COLUMN / 2;
      const left = cx - 58;
      const parts = [
        wire(cx, busY, cx, busY + 32),
        breaker(cx, busY + 45, contactor(key, pcs)),
        wire(cx, busY + 58, cx, busY + 64),
        converterIcon(cx - 13, busY + 64),
        wire(cx, busY + 90, cx, busY + 98),
        box(cx, busY + 98, 86, 'pcs'),
        text(left, busY + 117, pcs.name, { cls: 'name', fit: FIT }),
        text(left, busY + 142, '', { cls: 'val big', bind: yc(key(pcs, 'P'), 'power') }),
        flowMark(left, busY + 160, key(pcs, 'P'), {
          up: ['wiring.svg.discharging', 'Discharging'],
          down: ['wiring.svg.charging', 'Charging'],
          idle: ['wiring.svg.idle', 'Idle'],
        }),
        text(left, busY + 178, '', { cls: 'val sm', bind: yc(key(pcs, 'Temp'), 'fixed:1', '°C') }),
        text(cx + 58, busY + 178, '', { cls: 'val sm', anchor: 'end', bind: yc(key(pcs, 'Udc'), 'fixed:0', 'V') }),
        wire(cx, busY + 184, cx, busY + 196, 'dc'),
      ];
      if (cluster) {
        const bind = (code: string, format: string, unit?: string) => yc(key(cluster, code), format, unit);
        const soc = key(cluster, 'SOC');
        const right = cx - 26;
        parts.push(
          batteryIcon(cx - 11, busY + 196),
          wire(cx, busY + 214, cx, busY + 226, 'dc'),
          box(cx, busY + 226, 110, 'bat'),
          text(left, busY + 245, cluster.name, { cls: 'name', fit: FIT }),
          levelGauge(left, busY + 254, 24, 74, { point: soc, kind: 'level', low: 15 }),
          text(right, busY + 272, '', { cls: 'val big', bind: yc(soc, 'fixed:1', '%') }),
          text(right, busY + 292, '', { cls: 'val sm', bind: bind('U', 'fixed:0', 'V') }),
          text(right, busY + 309, '', { cls: 'val sm', bind: bind('I', 'fixed:1', 'A') }),
          text(right, busY + 326, '', { cls: 'val sm', bind: bind('CellTmax', 'fixed:1', '°C') }),
        );
      }
      return parts.join('');
    },
  };
}

/** The PV feeder when its inverters are too many to draw one by one: meter, the inverter group, the field. */
export function pvGroupFeeder(
  key: KeyOf,
  pvMeter: SldDevice | undefined,
  inverters: SldDevice[],
  weather: SldDevice | undefined,
  capacityKwp: number,
): Feeder {
  return {
    columns: 1,
    draw(x, busY) {
      const cx = x + COLUMN / 2;
      const left = cx - 58;
      const model = inverters.find((i) => i.model)?.model ?? '';
      return [
        wire(cx, busY, cx, busY + 30),
        pvMeter ? meter(cx, busY + 48) : wire(cx, busY + 30, cx, busY + 66),
        wire(cx, busY + 66, cx, busY + 72),
        converterIcon(cx - 13, busY + 72),
        wire(cx, busY + 98, cx, busY + 106),
        box(cx, busY + 106, 86, 'pv'),
        text(left, busY + 125, 'PV inverters', { cls: 'name', i18n: 'wiring.svg.pvInverters', fit: FIT - 38 }),
        text(cx + 58, busY + 125, '', {
          cls: 'lbl',
          anchor: 'end',
          constant: { value: inverters.length, format: 'fixed:0', unit: '×' },
        }),
        pvMeter ? text(left, busY + 150, '', { cls: 'val big', bind: yc(key(pvMeter, 'P'), 'power') }) : '',
        weather ? text(left, busY + 169, '', { cls: 'val sm', bind: yc(key(weather, 'Irr'), 'fixed:0', 'W/m²') }) : '',
        text(left, busY + 185, model, { cls: 'lbl', fit: FIT }),
        wire(cx, busY + 192, cx, busY + 212, 'dc'),
        pvArray(cx - 48, busY + 212),
        text(cx, busY + 286, '', { cls: 'val sm', anchor: 'middle', constant: { value: capacityKwp, format: 'capacity:kWp' } }),
      ].join('');
    },
  };
}

/** The PV feeder with each inverter drawn: meter, a feeder bar, and per inverter its contactor, box and field. */
export function pvInvertersFeeder(
  key: KeyOf,
  pvMeter: SldDevice | undefined,
  inverters: SldDevice[],
  boxOf: (inverter: SldDevice) => SldDevice | undefined,
): Feeder {
  return {
    columns: inverters.length,
    draw(x, busY) {
      const bx = x + (inverters.length * COLUMN) / 2;
      const first = x + COLUMN / 2;
      const last = x + (inverters.length - 0.5) * COLUMN;
      const parts = [wire(bx, busY, bx, busY + 30)];
      if (pvMeter)
        parts.push(
          meter(bx, busY + 48),
          text(bx + 26, busY + 44, pvMeter.name, { cls: 'name', fit: FIT }),
          text(bx + 26, busY + 64, '', { cls: 'val', bind: yc(key(pvMeter, 'P'), 'power') }),
        );
      else parts.push(wire(bx, busY + 30, bx, busY + 66));
      parts.push(wire(bx, busY + 66, bx, busY + 88), wire(first, busY + 88, last, busY + 88));
      inverters.forEach((inv, i) => {
        const cx = x + (i + 0.5) * COLUMN;
        const left = cx - 58;
        const combiner = boxOf(inv);
        parts.push(
          wire(cx, busY + 88, cx, busY + 100),
          breaker(cx, busY + 113, contactor(key, inv)),
          wire(cx, busY + 126, cx, busY + 132),
          converterIcon(cx - 13, busY + 132),
          wire(cx, busY + 158, cx, busY + 166),
          box(cx, busY + 166, 86, 'pv'),
          text(left, busY + 185, inv.name, { cls: 'name', fit: FIT }),
          text(left, busY + 210, '', { cls: 'val big', bind: yc(key(inv, 'P'), 'power') }),
          text(left, busY + 230, '', { cls: 'val sm', bind: yc(key(inv, 'DayE'), 'energy') }),
          text(cx + 58, busY + 230, 'today', { cls: 'lbl', anchor: 'end', i18n: 'wiring.svg.today', fit: 44 }),
          text(left, busY + 246, '', { cls: 'val sm', bind: yc(key(inv, 'Udc'), 'fixed:0', 'V') }),
          wire(cx, busY + 252, cx, busY + 262, 'dc'),
          pvArray(cx - 48, busY + 262),
        );
        if (combiner)
          parts.push(
            text(cx, busY + 334, '', { cls: 'val sm', anchor: 'middle', bind: yc(key(combiner, 'Itotal'), 'fixed:1', 'A') }),
          );
      });
      return parts.join('');
    },
  };
}

/** The site's own consumption (PV-plus-storage sites): what the station point loadPower derives. */
export function loadFeeder(stationKey: (code: string) => string): Feeder {
  return {
    columns: 1,
    draw(x, busY) {
      const cx = x + COLUMN / 2;
      return [
        wire(cx, busY, cx, busY + 98),
        box(cx, busY + 98, 64, 'load'),
        text(cx - 58, busY + 117, 'Site load', { cls: 'name', i18n: 'wiring.svg.load', fit: FIT }),
        text(cx - 58, busY + 142, '', { cls: 'val big', bind: yc(stationKey('loadPower'), 'power') }),
        wire(cx, busY + 162, cx, busY + 178),
        loadArrow(cx, busY + 178),
      ].join('');
    },
  };
}

import type { FormulaNode } from '../../shared/formula';
import { POINT_TABLES, STATION_TABLE } from '../telemetry/catalogue/pointTables';
import { DEVICE_CLASSES, TARIFF_PRICES } from './quotaNames';

/** A day's curve a formula reads: a point of the station's devices of one kind. */
export interface SeriesRead {
  kind: string;
  code: string;
  /** Read as a counter, at the day's boundaries (server/telemetry/counterEnergy.ts). */
  counter: boolean;
}

/** The equipment types a kind names: itself, or the types of a device class. */
export function typesOf(kind: string): readonly string[] {
  return Object.hasOwn(DEVICE_CLASSES, kind) ? DEVICE_CLASSES[kind as keyof typeof DEVICE_CLASSES] : [kind];
}

/** Point codes that keep history, by equipment type: what a day's formula can read. */
const KEPT = new Map<string, Set<string>>();
for (const table of [...POINT_TABLES, STATION_TABLE])
  for (const p of table.points) if (p.history) KEPT.set(table.equipType, (KEPT.get(table.equipType) ?? new Set()).add(p.code));

/**
 * The curves and tariff prices a formula's day functions read, each argument checked: a kind of device
 * that exists, a point it keeps history of, a known price. Problems carry their position in the formula.
 */
export function dayReads(ast: FormulaNode): { series: SeriesRead[]; problems: { at: number; message: string }[] } {
  const series: SeriesRead[] = [];
  const problems: { at: number; message: string }[] = [];
  const walk = (node: FormulaNode): void => {
    if (node.kind === 'unary') walk(node.arg);
    else if (node.kind === 'binary') {
      walk(node.left);
      walk(node.right);
    } else if (node.kind === 'call') {
      node.args.forEach(walk);
      if (node.fn === 'tariff') {
        const [price] = node.args;
        if (node.args.length !== 1 || price?.kind !== 'string' || !(TARIFF_PRICES as readonly string[]).includes(price.value))
          problems.push({ at: node.at, message: `tariff() takes one of ${TARIFF_PRICES.map((p) => `'${p}'`).join(', ')}` });
      } else if (node.fn === 'series' || node.fn === 'seriesSum' || node.fn === 'counter') {
        const [kind, code] = node.args;
        if (node.args.length !== 2 || kind?.kind !== 'string' || code?.kind !== 'string') {
          problems.push({ at: node.at, message: `${node.fn}() takes a device kind and a point code in quotes` });
          return;
        }
        const types = typesOf(kind.value);
        if (!types.some((t) => KEPT.has(t))) problems.push({ at: kind.at, message: `no device kind ${kind.value}` });
        else if (!types.some((t) => KEPT.get(t)?.has(code.value)))
          problems.push({ at: code.at, message: `${kind.value} keeps no history of a point ${code.value}` });
        else series.push({ kind: kind.value, code: code.value, counter: node.fn === 'counter' });
      }
    }
  };
  walk(ast);
  return { series, problems };
}

import type { TFunction } from 'i18next';
import { POINT_TABLES, STATION_TABLE } from './pointTables';

/** The catalogue's English name of each point by `equipType.code`: a point still so named was not renamed. */
const SHIPPED = new Map<string, string>();
for (const table of [...POINT_TABLES, STATION_TABLE])
  for (const p of table.points)
    if (!SHIPPED.has(`${table.equipType}.${p.code}`)) SHIPPED.set(`${table.equipType}.${p.code}`, p.name);

const NUMBERED = /^(I|dci)(\d+)$/;

/**
 * A point's name in the reader's language while it is the catalogue's (locale keys `point.<type>.<code>`,
 * else `point.common.<code>`; a branch or DC input such as I12 reads `IN` with n = 12). A name an
 * administrator gave the point is theirs and stays as given.
 */
export function pointName(t: TFunction, equipType: string, code: string, name: string): string {
  if (SHIPPED.get(`${equipType}.${code}`) !== name) return name;
  const { keys, params } = pointNameKeys(equipType, code);
  return t(keys, { ...params, defaultValue: name });
}

/** The locale keys a shipped point's name is looked up under, the type's own first, with a numbered point's number. */
export function pointNameKeys(equipType: string, code: string): { keys: string[]; params: { n?: number } } {
  const numbered = NUMBERED.exec(code);
  const [key, params] = numbered ? [`${numbered[1]}N`, { n: Number(numbered[2]) }] : [code, {}];
  return { keys: [`point.${equipType}.${key}`, `point.common.${key}`], params };
}

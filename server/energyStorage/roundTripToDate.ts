import type { Db } from '../db/database';
import { roundTripEfficiency } from '../../shared/ratios';

/** A storage plant's round trip over every closed day it has, and the days it is taken over. */
export interface RoundTripToDate {
  efficiency: number | null;
  /** First and last closed day counted, station-local; null before the first closed day. */
  from: string | null;
  to: string | null;
}

/**
 * The round trip of all days before `today` whose stored change is known (shared/ratios.ts): one definition
 * with the fleet rankings, the benchmark and the storage quotas, over the plant's whole history.
 */
export async function roundTripToDate(db: Db, psId: number, today: string): Promise<RoundTripToDate> {
  const row = await db
    .selectFrom('daily_stat')
    .select((eb) => [
      eb.fn.sum<number>('charge').as('charge'),
      eb.fn.sum<number>('discharge').as('discharge'),
      eb.fn.sum<number>('stored_change').as('stored'),
      eb.fn.min('day').as('from'),
      eb.fn.max('day').as('to'),
    ])
    .where('ps_id', '=', psId)
    .where('equip_id', '=', 0)
    .where('day', '<', today)
    .where('stored_change', 'is not', null)
    .executeTakeFirst();
  const efficiency = roundTripEfficiency({
    charge: Number(row?.charge ?? 0),
    discharge: Number(row?.discharge ?? 0),
    storedChange: Number(row?.stored ?? 0),
  });
  return {
    efficiency: efficiency === null ? null : Math.round(efficiency * 10) / 10,
    from: (row?.from as string | null) ?? null,
    to: (row?.to as string | null) ?? null,
  };
}

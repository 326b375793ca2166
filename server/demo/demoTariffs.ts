import { COUNTRY_LANGUAGE, type DemoStation } from './demoFleet';
import { translatorIn } from '../http/language';
import { tariffPeriodKey } from '../entities/hooks/tariffHooks';

/** A tariff period as the `tariff` table stores it (its ranges and months as JSON text). */
export interface DemoTariff {
  period_name: string;
  trade_price: number;
  transmission_price: number;
  fee: number;
  purchase_price: number;
  discount: number;
  settlement_price: number;
  time_ranges: string;
  months: null;
  remark: null;
}

/**
 * Time-of-use periods of a storage site, matching when the simulator charges (valley) and discharges
 * (peak): what its charging cost and discharge income are computed from. Named in the station's language. Prices per kWh in the country's
 * currency (quotas/currency.ts).
 */
const PERIODS = [
  {
    kind: 'valley',
    ranges: [
      ['00:00', '08:00'],
      ['11:30', '14:00'],
    ],
    cny: 0.28,
    eur: 0.06,
  },
  {
    kind: 'shoulder',
    ranges: [
      ['08:00', '09:00'],
      ['14:00', '17:00'],
      ['22:00', '24:00'],
    ],
    cny: 0.65,
    eur: 0.12,
  },
  {
    kind: 'peak',
    ranges: [
      ['09:00', '11:30'],
      ['17:00', '22:00'],
    ],
    cny: 1.1,
    eur: 0.25,
  },
] as const;

/** Euro prices in the currencies of the other demo countries. */
const PER_EURO: Partial<Record<DemoStation['country'], number>> = { DK: 7.46, PL: 4.3 };

export function demoTariffs(station: DemoStation): DemoTariff[] {
  if (station.type !== 'ES' && station.type !== 'PVES') return [];
  const chinese = station.country === 'CN';
  const t = translatorIn(COUNTRY_LANGUAGE[station.country]);
  return PERIODS.map((p) => {
    const price = chinese ? p.cny : Math.round(p.eur * (PER_EURO[station.country] ?? 1) * 100) / 100;
    return {
      period_name: String(t(tariffPeriodKey(p.kind))),
      trade_price: Math.round(price * 0.8 * 100) / 100,
      transmission_price: Math.round(price * 0.15 * 100) / 100,
      fee: Math.round(price * 0.05 * 100) / 100,
      purchase_price: price,
      discount: 0,
      // What the grid pays for discharged energy: the purchase price less a small spread.
      settlement_price: Math.round(price * 0.95 * 100) / 100,
      time_ranges: JSON.stringify(p.ranges.map(([start, end]) => ({ start, end }))),
      months: null,
      remark: null,
    };
  });
}

import type { StationFacts } from '../telemetry/pointRegistry';

/** The currency a station's tariff prices are in, by its country; the euro where none is known. */
const CURRENCIES: Record<string, string> = { CN: 'CNY', DK: 'DKK', PL: 'PLN' };

export function currencyOf(station: StationFacts): string {
  return CURRENCIES[station.country] ?? 'EUR';
}

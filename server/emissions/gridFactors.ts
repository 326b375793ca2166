import type { StationFacts } from '../telemetry/pointRegistry';

/**
 * What a kWh fed into a country's grid avoids, per kWh: CO₂, SO₂ and dust (kg) and standard coal (kgce). One table
 * for the quotas and the fleet overview alike; its sources and how each figure was taken are in docs/factors.md.
 * CO₂ is the grid's average emission factor; SO₂ and dust are national figures per kWh; coal is the national average
 * heat rate of thermal generation in standard coal (29.3076 MJ/kgce).
 */
export interface EmissionFactors {
  co2: number;
  so2: number;
  dust: number;
  coal: number;
}

export const GRID_FACTORS = {
  CN: { co2: 0.5703, so2: 0.000101, dust: 0.000022, coal: 0.3025 },
  DE: { co2: 0.38, so2: 0.00013, dust: 0.000006, coal: 0.307 },
  DK: { co2: 0.12, so2: 0.00003, dust: 0.00001, coal: 0.33 },
  ES: { co2: 0.11, so2: 0.00005, dust: 0.000004, coal: 0.25 },
  PL: { co2: 0.597, so2: 0.00037, dust: 0.00002, coal: 0.345 },
} as const satisfies Record<string, EmissionFactors>;

/** A country the table lacks takes China's figures, the portal's default before factors per country. */
export const FALLBACK_COUNTRY = 'CN';

export function countryFactors(country: string): EmissionFactors {
  return GRID_FACTORS[country.toUpperCase() as keyof typeof GRID_FACTORS] ?? GRID_FACTORS[FALLBACK_COUNTRY];
}

/**
 * A station's factors: its country's, with CO₂ from its own plant parameter `co2_factor` when set (the registry
 * puts the country's CO₂ factor into `settings` when it is not: pointRegistry.ts).
 */
export function stationFactors(station: Pick<StationFacts, 'country' | 'settings'>): EmissionFactors {
  return { ...countryFactors(station.country), co2: station.settings.co2_factor };
}

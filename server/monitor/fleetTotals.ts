import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import { liveKey } from '../telemetry/liveStore';
import { stationFactors } from '../emissions/gridFactors';
import { roundKilo } from '../../shared/figureRounding';
import { liveValue } from './liveValues';
import type { PeriodEnergy } from './fleetPeriod';

/** What every fleet screen totals: power now, the period's energies, CO₂ avoided, and who is cut off. */
export interface FleetTotals {
  acPower: number;
  generation: number;
  charge: number;
  discharge: number;
  co2Avoided: number;
  interruptedStations: number;
}

/** A station whose link is down: its own figures are interrupted, or it was never heard from. */
export function isInterrupted(app: FastifyInstance, station: StationFacts, now = Date.now()): boolean {
  const reading = app.telemetry.live.get(liveKey(station.psId, 'PS', 0, 'acPower'), now);
  return !reading || reading.quality === 'interrupted';
}

/**
 * The fleet's totals, one definition for the fleet monitor and the fleet overview. Energies are each station's
 * period energies (`periodEnergies`), which keep an interrupted station's last counters of today: its energy was
 * made and counts, and the station is counted in `interruptedStations` so the screen says the total holds kept
 * figures. Power is now, so an interrupted station's last power is not in it. A storage station's discharge is not
 * generation; CO₂ is generation × the station's factor (server/emissions/gridFactors.ts), in tonnes.
 */
export function fleetTotals(
  app: FastifyInstance,
  stations: StationFacts[],
  energies: Map<number, PeriodEnergy>,
  now = Date.now(),
): FleetTotals {
  const t = { acPower: 0, generation: 0, charge: 0, discharge: 0, co2Kg: 0, interrupted: 0 };
  for (const s of stations) {
    const e = energies.get(s.psId) ?? { generation: 0, charge: 0, discharge: 0 };
    if (s.psType !== 'ES') {
      t.generation += e.generation;
      t.co2Kg += e.generation * stationFactors(s).co2;
    }
    t.charge += e.charge;
    t.discharge += e.discharge;
    t.acPower += liveValue(app, s.psId, 'PS', 0, 'acPower', now) ?? 0;
    if (isInterrupted(app, s, now)) t.interrupted++;
  }
  return {
    acPower: roundKilo(t.acPower),
    generation: roundKilo(t.generation),
    charge: roundKilo(t.charge),
    discharge: roundKilo(t.discharge),
    co2Avoided: roundKilo(t.co2Kg / 1000),
    interruptedStations: t.interrupted,
  };
}

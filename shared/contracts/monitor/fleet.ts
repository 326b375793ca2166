/**
 * The fleet overview (`/home`) and real-time benchmarking (`/operation`): fleet totals over a period, top-five
 * rankings and normalized figures per station (docs/fleet-overview.md).
 */
import { Type } from 'typebox';
import { contract, envelope, figure, namedStation, oneOf } from '../common';
import { stationType } from '../stations';

/** The periods the fleet figures cover (server/monitor/fleetPeriod.ts). */
export const PERIODS = ['day', 'month', 'year'] as const;
const period = oneOf(PERIODS);

/** How every fleet answer names a station and its size. */
export const stationNaming = {
  ...namedStation,
  psType: Type.String(),
  capacity: Type.Number(),
  capacityUnit: Type.String(),
};

/** Stations by state as the station list counts them. */
export const stationStateCounts = Type.Object({ normal: Type.Integer(), abnormal: Type.Integer(), interrupt: Type.Integer() });

/** Fleet totals over a period. */
export const fleetOverview = contract({
  method: 'POST',
  url: '/monitor/fleetOverview',
  body: Type.Object({ period: Type.Optional(period) }, { additionalProperties: false }),
  response: envelope(
    Type.Object({
      period,
      stationCount: Type.Integer(),
      counts: Type.Array(Type.Object({ key: Type.String(), value: Type.Integer() })),
      capacity: Type.Number(),
      pvCapacity: Type.Number(),
      batteryCapacity: Type.Number(),
      acPower: Type.Number(),
      generation: Type.Number(),
      charge: Type.Number(),
      discharge: Type.Number(),
      co2Avoided: Type.Number(),
      co2Unit: Type.String(),
      states: stationStateCounts,
      /** Stations whose link is down: their kept day energy is in the totals (server/monitor/fleetTotals.ts). */
      interruptedStations: Type.Integer(),
      powerUnit: Type.String(),
      energyUnit: Type.String(),
    }),
  ),
});

/** `RankedStation` of server/monitor/fleetFigures.ts. */
const rankedStation = { ...namedStation, psType: Type.String(), value: Type.Number() };
const ranking = Type.Array(Type.Object(rankedStation));

/** The top stations by each figure of the overview; the storage power ranking adds whether each station charges. */
export const fleetRankings = contract({
  method: 'POST',
  url: '/monitor/fleetRankings',
  body: Type.Object(
    { period: Type.Optional(period), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) },
    { additionalProperties: false },
  ),
  response: envelope(
    Type.Object({
      period,
      charge: ranking,
      efficiency: ranking,
      storagePower: Type.Array(Type.Object({ ...rankedStation, mode: oneOf(['charge', 'discharge', 'still']) })),
      storageEnergy: ranking,
      pvPower: ranking,
      pvEnergy: ranking,
    }),
  ),
});

/** Each station's normalized figures (server/monitor/benchmarkFigures.ts `BenchmarkRow`). */
export const benchmark = contract({
  method: 'POST',
  url: '/monitor/benchmark',
  body: Type.Object({ psType: stationType }, { additionalProperties: false }),
  response: envelope(
    Type.Object({
      psType: Type.String(),
      rows: Type.Array(
        Type.Object({
          ...stationNaming,
          power: figure,
          specificPower: figure,
          specificPowerUnit: Type.String(),
          equivalentHours: figure,
          irradiation: figure,
          pr: figure,
          efficiency: figure,
          availability: figure,
          devicesAvailable: Type.Integer(),
          devicesTotal: Type.Integer(),
          pstate: figure,
          comparable: Type.Boolean(),
          comparableToday: Type.Boolean(),
        }),
      ),
    }),
  ),
});

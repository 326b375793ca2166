import type { FleetMapStation, MatrixStation } from '../../shared/fleetMap';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { GROWTH_PLACES, plantName } from '../../server/demo/growthPlaces';

/** Realistic fleets for the map and matrix stories: the demo's stations, grown the way DEMO_STATIONS grows them. */

/** A number from 0 to 1 that is the same for the same index, so stories look the same on every load. */
function noise(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** The state a fixture station is in: most normal, a few abnormal, one in twenty silent. */
function stateOf(i: number): number {
  const n = noise(i, 1);
  return n < 0.05 ? 5 : n < 0.1 ? 0 : 1;
}

export function fixtureFleet(count: number): FleetMapStation[] {
  return Array.from({ length: count }, (_, i) => {
    const template = DEMO_STATIONS[i % DEMO_STATIONS.length]!;
    const round = Math.floor(i / DEMO_STATIONS.length);
    const places = GROWTH_PLACES[template.country];
    const place = places[(i * 7) % places.length]!;
    const pstate = stateOf(i);
    const type = template.type;
    return {
      psId: i + 1,
      psName: round === 0 ? template.name : `${plantName(template.country, type, place[0])} ${round}`,
      psType: type,
      pvType: template.pvType ?? null,
      capacity: template.capacity,
      capacityUnit: type === 'PV' ? 'kWp' : 'kW',
      batteryCapacity: template.battery ?? 0,
      country: template.country,
      district: round === 0 ? template.district : place[1],
      longitude: round === 0 ? template.longitude : place[3] + (noise(i, 2) - 0.5),
      latitude: round === 0 ? template.latitude : place[2] + (noise(i, 3) - 0.5) * 0.6,
      acPower: pstate === 5 ? null : Math.round(template.capacity * noise(i, 4) * 0.8 * 100) / 100,
      pstate,
      quality: pstate === 5 ? 'interrupted' : 'good',
    };
  });
}

export function fixtureMatrix(count: number, now = Date.now()): MatrixStation[] {
  return fixtureFleet(count).map((s, i) => {
    const storage = s.psType === 'ES';
    const silent = s.pstate === 5;
    const energy = silent ? null : Math.round(s.capacity * 4 * noise(i, 5) * 100) / 100;
    return {
      psId: s.psId,
      psName: s.psName,
      psType: s.psType,
      capacity: s.capacity,
      capacityUnit: s.capacityUnit,
      batteryCapacity: s.batteryCapacity,
      timeZone: 'Asia/Shanghai',
      acPower: storage && s.acPower !== null ? Math.round((s.acPower - s.capacity * 0.4) * 100) / 100 : s.acPower,
      dayCap: storage ? null : energy,
      dayCharge: storage ? energy : null,
      dayDischarge: storage && energy !== null ? Math.round(energy * 0.86 * 100) / 100 : null,
      pstate: s.pstate,
      abnormalNbqNum: s.pstate === 0 ? 1 + Math.floor(noise(i, 6) * 3) : silent ? null : 0,
      abnormalBranchNum: silent ? null : 0,
      runMode: 'still',
      quality: s.quality,
      time: silent ? now - 3 * 3_600_000 : now,
    };
  });
}

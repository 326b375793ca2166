import type { Device, StationFacts } from './pointRegistry';
import { familyOf, type DeviceFamily } from '../../shared/deviceTypes';
import { meterRoles } from './meterRoles';
import { RUN_MODES } from '../../shared/stationLive';
import { storageDirection } from '../../shared/storagePower';

/** What the station's figures read of its devices. */
export interface DeviceReader {
  /** Whether the device's point table has the point at all. */
  has(d: Device, code: string): boolean;
  /** A current value (none while interrupted). */
  value(d: Device, code: string): number | undefined;
  /** A counter's growth since the station's local midnight. */
  today(d: Device, code: string): number | undefined;
}

/**
 * A figure derived from devices. `estimated` when the portal stood in for a device that did not answer: a
 * sum or mean short of silent devices (they count as nothing), a stand-in for a silent meter, a missing term
 * taken as zero (docs/history.md). From every input it reads, a figure is as measured as they are.
 */
interface Derived {
  value: number | undefined;
  estimated: boolean;
}

const given = (value: number | undefined): Derived => ({ value, estimated: false });

/** The sum of the answers: none when no device answered. */
function total(answers: (number | undefined)[]): Derived {
  let sum: number | undefined;
  let silent = false;
  for (const v of answers) {
    if (v === undefined) silent = true;
    else sum = (sum ?? 0) + v;
  }
  return { value: sum, estimated: silent && sum !== undefined };
}

function mean(answers: (number | undefined)[]): Derived {
  const sum = total(answers);
  const heard = answers.filter((v) => v !== undefined).length;
  return { value: sum.value === undefined ? undefined : sum.value / heard, estimated: sum.estimated };
}

/** A meter's reading, or where the meter is silent the stand-in computed from the devices behind it. */
function orElse(reading: number | undefined, standIn: Derived): Derived {
  return reading !== undefined ? given(reading) : { value: standIn.value, estimated: standIn.value !== undefined };
}

/** A station's devices by family, grouped once per device list (the registry keeps a station's list until it changes). */
const grouped = new WeakMap<readonly Device[], Map<DeviceFamily, Device[]>>();

function familiesOf(devices: readonly Device[]): Map<DeviceFamily, Device[]> {
  let families = grouped.get(devices);
  if (!families) {
    families = new Map();
    for (const d of devices) {
      const family = familyOf(d.equipType);
      if (!family) continue;
      const members = families.get(family);
      if (members) members.push(d);
      else families.set(family, [d]);
    }
    grouped.set(devices, families);
  }
  return families;
}

/**
 * The station's own points derived from its devices (docs/ingest.md): power and energy from the meters as
 * SCADA reads them, or from the converters and generators. Hands each known figure to `put`.
 */
export function deriveStationFigures(
  station: StationFacts,
  devices: readonly Device[],
  read: DeviceReader,
  put: (code: string, value: number, estimated: boolean) => void,
): void {
  const families = familiesOf(devices);
  const answers = (family: DeviceFamily, code: string, of: (d: Device) => number | undefined) =>
    (families.get(family) ?? []).filter((d) => read.has(d, code)).map(of);
  const now = (family: DeviceFamily, code: string) => answers(family, code, (d) => read.value(d, code));
  const grown = (family: DeviceFamily, code: string) => answers(family, code, (d) => read.today(d, code));

  const { grid, pv: pvMeter } = meterRoles(devices, station.psType);
  const inverterPower = total(now('inverter', 'P'));
  const gridPower = grid ? read.value(grid, 'P') : undefined;
  const storagePower = total(now('pcs', 'P'));
  const pvPower = pvMeter
    ? given(read.value(pvMeter, 'P'))
    : station.psType === 'PV' && grid
      ? orElse(gridPower, inverterPower)
      : inverterPower;
  const turbinePower = total(now('windTurbine', 'P'));
  const windPower = grid ? orElse(gridPower, turbinePower) : turbinePower;
  const acPower = station.psType === 'ES' ? storagePower : station.psType === 'WP' ? windPower : pvPower;
  const energyMeter = pvMeter ?? grid;
  const dayCap =
    station.psType === 'ES'
      ? total(grown('pcs', 'DischargeE'))
      : given(energyMeter ? read.today(energyMeter, 'EExp') : undefined);
  const weather = families.get('weatherStation')?.[0];

  const figure = (code: string, { value, estimated }: Derived) => {
    if (value !== undefined && Number.isFinite(value)) put(code, value, estimated);
  };
  figure('acPower', acPower);
  figure('dcPower', total(now('inverter', 'Pdc')));
  figure('dayCap', dayCap);
  figure('totalCap', given(energyMeter ? read.value(energyMeter, 'EExp') : undefined));
  figure('irradiance', given(weather ? read.value(weather, 'Irr') : undefined));
  figure('gridPower', given(gridPower));
  if (station.psType === 'PV' || station.psType === 'PVES') figure('pvPower', pvPower);
  figure('windSpeed', mean(now('windTurbine', 'WindSpeed')));
  if (station.psType !== 'ES' && station.psType !== 'PVES') return;
  figure('storagePower', storagePower);
  figure('dayCharge', total(grown('pcs', 'ChargeE')));
  figure('dayDischarge', total(grown('pcs', 'DischargeE')));
  figure('soc', mean(now('batteryCluster', 'SOC')));
  // Without a converter's answer the mode reads still: a value the portal fills itself.
  figure('runMode', {
    value: RUN_MODES.indexOf(storageDirection(storagePower.value)),
    estimated: storagePower.estimated || storagePower.value === undefined,
  });
  if (station.psType === 'PVES' && gridPower !== undefined)
    // The site's load is what no meter reads: PV and storage less the export, a silent term taken as nothing.
    figure('loadPower', {
      value: (pvPower.value ?? 0) + (storagePower.value ?? 0) - gridPower,
      estimated: pvPower.value === undefined || storagePower.value === undefined || pvPower.estimated || storagePower.estimated,
    });
}

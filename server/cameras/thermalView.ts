import type { FastifyInstance } from 'fastify';
import { liveKey, worstOf, type LiveReading, type Quality } from '../telemetry/liveStore';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import type { NoPictureReason } from '../../shared/cameraDto';
import { renderThermalFrame, type ThermalFrame, type ThermalScene } from './thermalFrame';
import { isOfFamily } from '../../shared/deviceTypes';

/** The containers one camera frame shows side by side at most. */
const MAX_CONTAINERS = 8;

/** What a thermal camera looks at: the combiner box whose strings it sees, or battery containers. */
export interface ThermalTarget {
  kind: 'strings' | 'containers';
  equipId: number | null;
  equipName: string | null;
}

export type NoFrameReason = NoPictureReason;

export type ThermalView =
  | { frame: ThermalFrame; target: ThermalTarget; reference: ThermalReference; quality: Quality | null; time: number | null }
  | { reason: NoFrameReason; target: ThermalTarget | null; quality: Quality | null; time: number | null };

/** The weather station's readings the picture of an array starts from. */
export interface ThermalReference {
  moduleTemp: number | null;
  ambient: number | null;
  irradiance: number | null;
}

/**
 * What a camera looks at: its parent device when that is a combiner box (its strings) or a battery cluster (its
 * container); else the station's battery containers, else its first combiner box.
 */
function targetOf(
  app: FastifyInstance,
  station: StationFacts,
  camera: Device,
): { target: ThermalTarget; devices: Device[] } | null {
  const { registry } = app.telemetry;
  const parent = camera.parentId === null ? undefined : registry.devices.get(camera.parentId);
  const devices = registry.devicesOf(station.psId);
  const boxes = devices.filter((d) => isOfFamily(d.equipType, 'combinerBox'));
  const clusters = devices.filter((d) => isOfFamily(d.equipType, 'batteryCluster'));
  const strings = (box: Device) => ({
    target: { kind: 'strings' as const, equipId: box.equipId, equipName: box.name },
    devices: [box],
  });
  const containers = (list: Device[]) => ({
    target: {
      kind: 'containers' as const,
      equipId: list.length === 1 ? list[0]!.equipId : null,
      equipName: list.length === 1 ? list[0]!.name : null,
    },
    devices: list.slice(0, MAX_CONTAINERS),
  });
  if (parent?.psId === station.psId && isOfFamily(parent.equipType, 'combinerBox')) return strings(parent);
  if (parent?.psId === station.psId && isOfFamily(parent.equipType, 'batteryCluster')) return containers([parent]);
  if (clusters.length) return containers(clusters);
  if (boxes.length) return strings(boxes[0]!);
  return null;
}

/**
 * The live picture of a thermal camera (docs/cameras.md), computed from the live store: the weather station's
 * module and ambient temperatures and irradiance with a combiner box's string currents, or the battery clusters'
 * highest cell temperatures. No picture while the camera is offline or a reading the picture needs is missing,
 * nor for a real camera (one a Modbus or MQTT source feeds).
 */
export function thermalView(app: FastifyInstance, station: StationFacts, camera: Device, now = Date.now()): ThermalView {
  const { registry, live } = app.telemetry;
  const read = (d: Device, code: string) => live.get(liveKey(station.psId, d.equipType, d.collectId, code), now);
  const online = read(camera, 'Online');
  const viewed = targetOf(app, station, camera);
  // A camera a real source feeds is a real camera: its picture is its own measurement, which no collector of the
  // portal reads yet (docs/cameras.md). The model stands in only for simulated cameras.
  if (registry.owners.owns(camera.equipId))
    return { reason: 'notCollected', target: viewed?.target ?? null, ...worstOf(online ? [online] : []) };
  if (!online || online.quality === 'interrupted' || online.value !== 1)
    return { reason: 'offline', target: viewed?.target ?? null, ...worstOf(online ? [online] : []) };
  if (!viewed) return { reason: 'noView', target: null, ...worstOf([online]) };
  const used: LiveReading[] = [online];
  const current = (reading: LiveReading | undefined) => {
    if (!reading || reading.quality === 'interrupted') return undefined;
    used.push(reading);
    return reading.value;
  };
  const weather = registry.devicesOf(station.psId).find((d) => isOfFamily(d.equipType, 'weatherStation'));
  const reference: ThermalReference = {
    moduleTemp: weather ? (current(read(weather, 'Tmod')) ?? null) : null,
    ambient: weather ? (current(read(weather, 'Tamb')) ?? null) : null,
    irradiance: weather ? (current(read(weather, 'Irr')) ?? null) : null,
  };

  let scene: ThermalScene | null = null;
  if (viewed.target.kind === 'strings') {
    const box = viewed.devices[0]!;
    const inputs = registry
      .pointsOf(box)
      .map((p) => Number(/^I(\d+)$/.exec(p.code)?.[1] ?? NaN))
      .filter((n) => Number.isInteger(n))
      .sort((a, b) => a - b);
    const strings = inputs.map((branch) => ({ branch, current: current(read(box, `I${branch}`)) ?? null }));
    if (reference.moduleTemp !== null && strings.some((s) => s.current !== null))
      scene = { kind: 'strings', equipId: box.equipId, strings, ...reference, moduleTemp: reference.moduleTemp };
  } else {
    const containers = viewed.devices.flatMap((d) => {
      const cellTmax = current(read(d, 'CellTmax'));
      return cellTmax === undefined ? [] : [{ equipId: d.equipId, name: d.name, cellTmax }];
    });
    if (containers.length) scene = { kind: 'containers', containers, ambient: reference.ambient };
  }
  if (!scene) return { reason: 'noReadings', target: viewed.target, ...worstOf(used) };
  return { frame: renderThermalFrame(scene, camera.equipId), target: viewed.target, reference, ...worstOf(used) };
}

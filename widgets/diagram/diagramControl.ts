import { controlPointsOf, type ControlPoint } from '../remote/controlPoints';
import { fetchDeviceRealData, fetchRemoteStatus, type DeviceRealData } from '../../api/remote';

/** What a click on a control of the drawing leads to. */
export type ControlTarget =
  | { kind: 'point'; equipName: string; point: ControlPoint }
  /** The key names no switch or set-point of the plant's devices (a drawing bound to a state point). */
  | { kind: 'none' }
  /** Cloud remote operation is switched off for the plant or the device. */
  | { kind: 'disabled' }
  /** The device could not be read; the next click tries again. */
  | { kind: 'failed' };

/**
 * The control point behind a drawing's `data-control` key (psId_equipType_collectId_code), read from its
 * device's realData, with the device's name for the dialog's title and its remote setting.
 */
export async function loadControlTarget(psId: unknown, key: string): Promise<ControlTarget> {
  const [, equipType, collectId] = key.split('_');
  if (!equipType || !collectId) return { kind: 'none' };
  let device: DeviceRealData;
  try {
    device = await fetchDeviceRealData(psId, equipType, Number(collectId));
  } catch {
    return { kind: 'failed' };
  }
  const { switches, setPoints } = controlPointsOf(device.points);
  const point = [...switches, ...setPoints].find((p) => p.pointId === key);
  if (!point) return { kind: 'none' };
  const status = await fetchRemoteStatus('GET /remote/status', { psId, equipId: device.equipId });
  if (status.ok && status.data?.allowed === false) return { kind: 'disabled' };
  return { kind: 'point', equipName: device.equipName, point };
}

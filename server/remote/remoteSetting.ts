import type { Db } from '../db/database';

export type RemoteMode = 'inherit' | 'enabled' | 'disabled';

export interface RemoteSetting {
  /** Whether remote operation of this device (or of the plant, without one) is allowed. */
  allowed: boolean;
  plantEnabled: boolean;
  /** The device's override; null when no device was asked about. */
  deviceMode: RemoteMode | null;
}

/** A device set to 'enabled' or 'disabled' decides for itself; one left at 'inherit' follows its plant (spec-digest 001 §4). */
export function remoteAllowed(plantEnabled: boolean, deviceMode: RemoteMode | null): boolean {
  if (deviceMode === 'enabled') return true;
  if (deviceMode === 'disabled') return false;
  return plantEnabled;
}

/** The plant's cloud remote operation setting with the device's override, read from the store on every call. */
export async function remoteSetting(db: Db, psId: number, equipId?: number): Promise<RemoteSetting> {
  const plant = await db.selectFrom('power_station').select('remote_enabled').where('ps_id', '=', psId).executeTakeFirst();
  const device =
    equipId === undefined
      ? undefined
      : await db
          .selectFrom('equipment')
          .select('remote_mode')
          .where('equip_id', '=', equipId)
          .where('ps_id', '=', psId)
          .executeTakeFirst();
  const plantEnabled = plant?.remote_enabled === 1;
  const deviceMode = device ? (device.remote_mode as RemoteMode) : null;
  return { allowed: remoteAllowed(plantEnabled, deviceMode), plantEnabled, deviceMode };
}

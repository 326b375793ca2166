import type { CameraDto } from '../../shared/cameraDto';

/** The cameras a bound value holds; null while the source has not answered (not a list yet). */
export function cameraList(value: unknown): CameraDto[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((c): c is CameraDto => typeof c === 'object' && c !== null && typeof (c as CameraDto).equipId === 'number');
}

/** Online, offline or not heard from: the tag a camera shows. */
export function onlineState(camera: CameraDto): 'online' | 'offline' | 'unknown' {
  if (camera.online === null || camera.quality === 'interrupted') return 'unknown';
  return camera.online === 1 ? 'online' : 'offline';
}

export const ONLINE_INTENT = { online: 'success', offline: 'danger', unknown: 'none' } as const;

import { saveBlob } from '../../api/download';
import { zoneOffset } from '../../shared/stationDay';

/** A snapshot's file name: the camera's name and the station's local time, `Camera-entrance-20261125-134509.png`. */
export function snapshotName(cameraName: string, timeZone: string | null, now = Date.now()): string {
  let offset = 0;
  try {
    offset = timeZone ? zoneOffset(timeZone, now) : -new Date(now).getTimezoneOffset() * 60_000;
  } catch {
    offset = 0;
  }
  const stamp = new Date(now + offset).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const stem = cameraName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'camera';
  return `${stem}-${stamp}.png`;
}

/** Saves what a canvas or a playing video shows now as a PNG download; false when there is no picture yet. */
export async function saveSnapshot(source: HTMLCanvasElement | HTMLVideoElement, fileName: string): Promise<boolean> {
  let canvas: HTMLCanvasElement;
  if (source instanceof HTMLCanvasElement) canvas = source;
  else {
    if (!source.videoWidth) return false;
    canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
  }
  if (!canvas.width || !canvas.height) return false;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  saveBlob(blob, fileName);
  return true;
}

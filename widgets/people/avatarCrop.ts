import type { Area } from 'react-easy-crop';

/** The avatar's side in pixels: sharp in the bar and the profile card on a 2× screen, small on the wire. */
export const AVATAR_SIDE = 256;

/** Loads an image the user chose, decoded by the browser (a file that is no picture fails here). */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

/**
 * The chosen square of the picture, scaled to the avatar's side and encoded as PNG. Drawing it anew drops
 * whatever the file carried besides its pixels (metadata, trailing bytes).
 */
export function croppedAvatar(image: HTMLImageElement, area: Area): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'),
  );
}

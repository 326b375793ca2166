/** An avatar's longest side; the browser crops and scales to 256 px, so more than this is not one of ours. */
export const AVATAR_MAX_SIDE = 1024;
/** Bytes an avatar may take. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The kind and size of a PNG or JPEG read from its own header, or null when the bytes are neither: a renamed
 * executable, an SVG (which may carry script) or HTML cannot pass, whatever its name.
 */
export function avatarImage(data: Buffer): { ext: '.png' | '.jpg'; width: number; height: number } | null {
  if (data.length > 24 && data.subarray(0, 8).equals(PNG) && data.toString('latin1', 12, 16) === 'IHDR')
    return sized('.png', data.readUInt32BE(16), data.readUInt32BE(20));
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return jpegSize(data);
  return null;
}

function sized(ext: '.png' | '.jpg', width: number, height: number) {
  return width > 0 && height > 0 && width <= AVATAR_MAX_SIDE && height <= AVATAR_MAX_SIDE ? { ext, width, height } : null;
}

/** Walks the JPEG's segments to its frame header (SOF0-SOF15 except the DHT, JPG and DAC markers). */
function jpegSize(data: Buffer) {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return sized('.jpg', data.readUInt16BE(at + 7), data.readUInt16BE(at + 5));
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

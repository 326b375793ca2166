import zlib from 'node:zlib';
import { ApiError } from '../http/envelope';

/** What an .xlsx may unpack to: a 5000-row import stays far below; a zip bomb does not. */
export const MAX_UNPACKED_MB = 20;
/** Excel's own limit of one cell; its markup, escaped, fits in 256 KiB of XML without a `<`. */
export const MAX_CELL_CHARACTERS = 32_767;
const MAX_UNBROKEN_XML = 256 * 1024;
const MAX_ENTRIES = 1000;

const unreadable = () => new ApiError(400, 'validation.spreadsheetUnreadable', {}, 'file');
const tooLarge = () => new ApiError(400, 'validation.spreadsheetTooLarge', { max: MAX_UNPACKED_MB }, 'file');
const cellTooLong = () => new ApiError(400, 'validation.spreadsheetCellTooLong', { max: MAX_CELL_CHARACTERS }, 'file');

interface Entry {
  name: string;
  method: number;
  declaredSize: number;
  packed: Buffer;
}

/**
 * Checks an .xlsx before any parser sees it: the sizes its zip directory declares, then the sizes its
 * entries really inflate to (streamed with a budget, so a lying directory gains nothing), and that no
 * stretch of its XML between two tags is longer than a cell can be (the parser stalls on those).
 * Inflating runs on libuv's threads and the scan is per chunk, so the event loop keeps turning.
 */
export async function checkXlsxLimits(zip: Buffer): Promise<void> {
  const entries = entriesOf(zip);
  let budget = MAX_UNPACKED_MB * 1024 * 1024;
  if (entries.reduce((sum, e) => sum + e.declaredSize, 0) > budget) throw tooLarge();
  for (const entry of entries) {
    const xml = /\.(xml|rels)$/i.test(entry.name);
    let run = 0;
    for await (const chunk of inflated(entry)) {
      budget -= chunk.length;
      if (budget < 0) throw tooLarge();
      if (xml) run = longestRun(chunk, run);
    }
  }
}

/** The entries of a zip as its central directory lists them; anything but plain stored or deflated is refused. */
function entriesOf(zip: Buffer): Entry[] {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw unreadable();
  const entries: Entry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const declaredSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    // Encrypted entries, other methods and zip64 markers have no place in a spreadsheet upload.
    if (flags & 1 || (method !== 0 && method !== 8) || declaredSize === 0xffffffff) throw unreadable();
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + packedSize > zip.length) throw unreadable();
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method,
      declaredSize,
      packed: zip.subarray(start, start + packedSize),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

async function* inflated(entry: Entry): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    yield entry.packed;
    return;
  }
  const inflate = zlib.createInflateRaw();
  inflate.end(entry.packed);
  try {
    for await (const chunk of inflate) yield chunk as Buffer;
  } catch {
    throw unreadable();
  }
}

/** Follows the stretch without `<` across a chunk; answers the stretch still open at its end. */
function longestRun(chunk: Buffer, open: number): number {
  let from = 0;
  let run = open;
  for (let tag = chunk.indexOf(0x3c); tag >= 0; tag = chunk.indexOf(0x3c, from)) {
    if (run + tag - from > MAX_UNBROKEN_XML) throw cellTooLong();
    run = 0;
    from = tag + 1;
  }
  run += chunk.length - from;
  if (run > MAX_UNBROKEN_XML) throw cellTooLong();
  return run;
}

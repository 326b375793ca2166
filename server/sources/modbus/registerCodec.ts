/** How channel points map onto Modbus registers (docs/ingest.md): data types, word and byte order. */
export type DataType = 'bool' | 'uint16' | 'int16' | 'uint32' | 'int32' | 'float32';
export type Order = 'BE' | 'LE';

export const DATA_TYPES: DataType[] = ['bool', 'uint16', 'int16', 'uint32', 'int32', 'float32'];

/** Registers a value occupies (coils and discrete inputs: one bit). */
export function registerCount(type: DataType): number {
  return type === 'uint32' || type === 'int32' || type === 'float32' ? 2 : 1;
}

/** Four bytes in big-endian order from two registers, honouring word and byte order. */
function bytesOf(words: number[], wordOrder: Order, byteOrder: Order): Buffer {
  const ordered = wordOrder === 'BE' ? words : [...words].reverse();
  const buffer = Buffer.alloc(ordered.length * 2);
  ordered.forEach((w, i) => {
    if (byteOrder === 'BE') buffer.writeUInt16BE(w & 0xffff, i * 2);
    else buffer.writeUInt16LE(w & 0xffff, i * 2);
  });
  return buffer;
}

/** The value of registers as their data type says. */
export function decodeRegisters(words: number[], type: DataType, wordOrder: Order = 'BE', byteOrder: Order = 'BE'): number {
  const b = bytesOf(words, wordOrder, byteOrder);
  switch (type) {
    case 'bool':
      return words[0] ? 1 : 0;
    case 'uint16':
      return b.readUInt16BE(0);
    case 'int16':
      return b.readInt16BE(0);
    case 'uint32':
      return b.readUInt32BE(0);
    case 'int32':
      return b.readInt32BE(0);
    case 'float32':
      return b.readFloatBE(0);
  }
}

/** Registers for a value, the inverse of decodeRegisters (for remote set-points). */
export function encodeRegisters(value: number, type: DataType, wordOrder: Order = 'BE', byteOrder: Order = 'BE'): number[] {
  const b = Buffer.alloc(4);
  switch (type) {
    case 'bool':
      return [value ? 1 : 0];
    case 'uint16':
    case 'int16':
      b.writeUInt16BE(Math.round(value) & 0xffff, 0);
      break;
    case 'uint32':
      b.writeUInt32BE(Math.round(value) >>> 0, 0);
      break;
    case 'int32':
      b.writeInt32BE(Math.round(value), 0);
      break;
    case 'float32':
      b.writeFloatBE(value, 0);
      break;
  }
  const count = registerCount(type);
  const words = Array.from({ length: count }, (_, i) => (byteOrder === 'BE' ? b.readUInt16BE(i * 2) : b.readUInt16LE(i * 2)));
  return wordOrder === 'BE' ? words : words.reverse();
}

export interface ReadPoint {
  register: number;
  functionCode: number;
  dataType: DataType;
}

export interface ReadBlock<P extends ReadPoint> {
  functionCode: number;
  start: number;
  count: number;
  points: P[];
}

/** Largest read per request: 125 registers or 2000 bits (Modbus limits), and the gap worth reading across. */
const MAX_REGISTERS = 120;
const MAX_BITS = 1968;
const MAX_GAP = 8;

/** Groups points into contiguous reads per function code, so a device is polled in few requests. */
export function planBlocks<P extends ReadPoint>(points: P[]): ReadBlock<P>[] {
  const blocks: ReadBlock<P>[] = [];
  const byFunction = new Map<number, P[]>();
  for (const p of points) byFunction.set(p.functionCode, [...(byFunction.get(p.functionCode) ?? []), p]);
  for (const [functionCode, list] of byFunction) {
    const bits = functionCode === 1 || functionCode === 2;
    const limit = bits ? MAX_BITS : MAX_REGISTERS;
    list.sort((a, b) => a.register - b.register);
    let current: ReadBlock<P> | null = null;
    for (const p of list) {
      const size = bits ? 1 : registerCount(p.dataType);
      const end = p.register + size;
      if (current && p.register - (current.start + current.count) <= MAX_GAP && end - current.start <= limit) {
        current.count = Math.max(current.count, end - current.start);
        current.points.push(p);
      } else {
        current = { functionCode, start: p.register, count: size, points: [p] };
        blocks.push(current);
      }
    }
  }
  return blocks;
}

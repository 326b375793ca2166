import net from 'node:net';
import { ModbusTCPClient } from 'jsmodbus';
import { encodeRegisters, type DataType, type Order } from './registerCodec';

/** How long a remote command may take, connection included, before it counts as failed. */
export const COMMAND_TIMEOUT_MS = 3000;

/** Where a command point sits on its device. */
export interface WritablePoint {
  register: number;
  /** The read function of the point: 1 coils are written with function 5, 3 holding registers with 6 or 16. */
  functionCode: number;
  dataType: DataType;
  wordOrder: Order;
  byteOrder: Order;
  coefficient: number;
}

export interface ModbusTarget {
  host: string;
  port: number;
  unitId: number;
}

/** Why a write did not reach the device. */
export class CommandFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed' | 'readOnly',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes a command value: a coil (function 5) for coil points, one holding register (function 6) for 16-bit
 * points, two (function 16) for 32-bit ones. The engineering value is divided by the point's coefficient,
 * the inverse of what a read multiplies.
 */
export async function writePoint(client: ModbusTCPClient, point: WritablePoint, value: number): Promise<void> {
  if (point.functionCode === 1) {
    await client.writeSingleCoil(point.register, value !== 0);
    return;
  }
  if (point.functionCode !== 3) throw new CommandFailure('readOnly', `function ${point.functionCode} points cannot be written`);
  const words = encodeRegisters(value / point.coefficient, point.dataType, point.wordOrder, point.byteOrder);
  if (words.length === 1) await client.writeSingleRegister(point.register, words[0]!);
  else await client.writeMultipleRegisters(point.register, words);
}

/** Runs `work` within the command deadline; a late answer is a timeout, whatever it says afterwards. */
export async function withinDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => void = () => undefined): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new CommandFailure('timeout', `no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects to the device, writes one point and disconnects, all within `timeoutMs`. */
export async function sendOnce(target: ModbusTarget, point: WritablePoint, value: number, timeoutMs = COMMAND_TIMEOUT_MS) {
  const socket = new net.Socket();
  // The client's own timeout stays behind the command deadline, which decides.
  const client = new ModbusTCPClient(socket, target.unitId, timeoutMs + 500);
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.on('error', (error) => reject(new CommandFailure('failed', error.message)));
  });
  socket.connect({ host: target.host, port: target.port });
  try {
    await withinDeadline(
      connected.then(() => writePoint(client, point, value)),
      timeoutMs,
      () => socket.destroy(),
    );
  } catch (error) {
    throw asCommandFailure(error);
  } finally {
    socket.destroy();
  }
}

/** Any error of a write as a command failure; jsmodbus reports its own timeout as `{err: 'Timeout'}`. */
export function asCommandFailure(error: unknown): CommandFailure {
  if (error instanceof CommandFailure) return error;
  const timedOut = Boolean(error && typeof error === 'object' && (error as { err?: unknown }).err === 'Timeout');
  return new CommandFailure(timedOut ? 'timeout' : 'failed', describe(error));
}

/** jsmodbus rejects with plain objects ({err, message}) as well as Errors. */
export function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

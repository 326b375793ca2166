import { Worker } from 'node:worker_threads';
import writeXlsxFile from 'write-excel-file/node';
import { ApiError } from '../http/envelope';
import { checkXlsxLimits } from './xlsxLimits';

export type SheetFormat = 'xlsx' | 'csv' | 'mod';

/** An .xlsx with a bold header row and the given rows. */
export async function toXlsx(header: string[], rows: unknown[][]): Promise<Buffer> {
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((v) => (v === null || v === undefined ? null : { value: typeof v === 'number' ? v : String(v) })),
    ),
  ];
  return writeXlsxFile(data as never).toBuffer();
}

const unreadable = () => new ApiError(400, 'validation.spreadsheetUnreadable', {}, 'file');
const WORKER = new URL('./spreadsheetWorker.mjs', import.meta.url);

/**
 * The rows of an uploaded table. An .xlsx is checked for what it unpacks to first; then a worker thread
 * parses it, ended when it takes longer than `timeLimitMs`, so telemetry and remote control never wait.
 */
export async function readSpreadsheet(file: Buffer, format: SheetFormat, timeLimitMs: number): Promise<unknown[][]> {
  if (format === 'xlsx') await checkXlsxLimits(file);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { format, data: file }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    const timer = setTimeout(() => {
      reject(new ApiError(400, 'validation.spreadsheetTooSlow', { seconds: timeLimitMs / 1000 }, 'file'));
      void worker.terminate();
    }, timeLimitMs);
    worker.once('message', (rows: unknown[][]) => resolve(rows));
    worker.once('error', () => reject(unreadable()));
    // Node delivers the worker's last message before its exit; an exit without one is a failed parse.
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(unreadable());
    });
  });
}

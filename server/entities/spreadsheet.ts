import { Worker } from 'node:worker_threads';
import writeXlsxFile from 'write-excel-file/node';
import { ApiError } from '../http/envelope';
import { checkXlsxLimits } from './xlsxLimits';

export type SheetFormat = 'xlsx' | 'csv' | 'mod';

/** An .xlsx with a bold header row and the given rows; text a spreadsheet would run as a formula is quoted. */
export async function toXlsx(header: string[], rows: unknown[][]): Promise<Buffer> {
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((v) => (v === null || v === undefined ? null : { value: typeof v === 'number' ? v : guardFormula(String(v)) })),
    ),
  ];
  return writeXlsxFile(data as never).toBuffer();
}

// OWASP ASVS 5.0 1.2.10 (CSV and formula injection): text starting like a formula leaves with a quote.
// Text that already starts with quotes before such a character gets one more, so an import undoes it exactly.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Exported text: a quote before anything a spreadsheet program would take for a formula. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Imported text: the quote `guardFormula` added taken off again. */
export const unguardFormula = (text: string): string => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

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

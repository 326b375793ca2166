// Parses one uploaded spreadsheet off the server's event loop; the server ends this thread when it takes
// too long. Plain JavaScript, so it runs the same under tsx, vitest and `npm start`.
import { parentPort, workerData } from 'node:worker_threads';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

const { format, data } = workerData;
const file = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
// A text point table (.csv, or .mod as Modbus point tools export it): comma, semicolon or tab separated,
// quoted as CSV, first line the header.
const rows =
  format === 'xlsx'
    ? await readSheet(file)
    : parse(file, { delimiter: [',', ';', '\t'], bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
parentPort.postMessage(rows);

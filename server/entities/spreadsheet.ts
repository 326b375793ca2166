import writeXlsxFile from 'write-excel-file/node';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

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

/** The first sheet of an .xlsx as rows of cell values. */
export async function fromXlsx(buffer: Buffer): Promise<unknown[][]> {
  return (await readSheet(buffer)) as unknown[][];
}

/**
 * A text point table (.csv, or .mod as exported by Modbus point tools) as rows: comma, semicolon or tab
 * separated, quoted as CSV, first line the header.
 */
export function fromDelimited(buffer: Buffer): unknown[][] {
  return parse(buffer, { delimiter: [',', ';', '\t'], bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
}

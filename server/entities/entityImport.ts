import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { ApiError } from '../http/envelope';
import type { EntityAccess } from './entityAccess';
import type { LooseDb } from './entityStore';
import { unguardFormula } from './spreadsheet';
import { storeRefusal } from '../db/storeRefusal';

type Row = Record<string, unknown>;

export interface RowError {
  /** The row as the spreadsheet program numbers it: the header is row 1. */
  row: number;
  field: string;
  msg: string;
}

/** An import that writes nothing, with the report of every row that has a problem. */
export class ImportRefused extends Error {
  constructor(readonly errors: RowError[]) {
    super('import refused');
  }
}

export interface ImportColumn {
  name: string;
  title: string;
  type: string;
}

/**
 * The rows of a sheet checked like creates, and against each other: a row repeating an earlier row's
 * unique field or unique set is refused just as the database row would be. Answers the checked bodies
 * with their row numbers, or throws the report.
 */
export async function checkRows(
  access: EntityAccess,
  request: FastifyRequest,
  columns: ImportColumn[],
  [header = [], ...rows]: unknown[][],
  t: TFunction,
): Promise<{ row: number; body: Row }[]> {
  const at = columns.map((c) => header.findIndex((h) => String(h ?? '').trim() === c.title || String(h ?? '').trim() === c.name));
  const sets = access.uniqueSets;
  const seen = sets.map(() => new Map<string, number>());
  const errors: RowError[] = [];
  const valid: { row: number; body: Row }[] = [];
  for (const [i, cells] of rows.entries()) {
    const row = i + 2;
    const body: Row = {};
    columns.forEach((c, j) => {
      const cell = at[j]! >= 0 ? cells[at[j]!] : undefined;
      if (cell === null || cell === undefined || cell === '') return;
      body[c.name] = parseCell(c.type, cell);
    });
    try {
      const checked = await access.check(request, 'create', body, t);
      const keys = sets.map((set) =>
        set.some((name) => checked[name] === null || checked[name] === undefined)
          ? null
          : JSON.stringify(set.map((name) => checked[name])),
      );
      const repeated = keys.findIndex((key, s) => key !== null && seen[s]!.has(key));
      if (repeated >= 0) {
        const set = sets[repeated]!;
        const earlier = { ...access.describeSet(set, checked, t), row: seen[repeated]!.get(keys[repeated]!) };
        throw new ApiError(400, 'validation.duplicateInFile', {}, set.at(-1), t('validation.duplicateInFile', earlier));
      }
      keys.forEach((key, s) => key !== null && seen[s]!.set(key, row));
      valid.push({ row, body: checked });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push({ row, field: error.field ?? '', msg: error.text ?? t(error.messageKey, error.params) });
    }
  }
  if (errors.length) throw new ImportRefused(errors);
  return valid;
}

/**
 * Writes checked rows in one transaction. A row the database or a hook still refuses (a unique rule only
 * the database knows, a row written meanwhile) becomes that row's error, and nothing stays written.
 */
export async function storeRows(access: EntityAccess, request: FastifyRequest, rows: { row: number; body: Row }[], t: TFunction) {
  let current = 0;
  try {
    await access.db.transaction().execute(async (trx: LooseDb) => {
      for (const { row, body } of rows) {
        current = row;
        await access.insert(request, body, trx);
      }
    });
  } catch (error) {
    const msg = error instanceof ApiError ? (error.text ?? t(error.messageKey, error.params)) : rowRefusal(error, t);
    if (msg === null) throw error;
    throw new ImportRefused([{ row: current, field: error instanceof ApiError ? (error.field ?? '') : '', msg }]);
  }
}

/** The message of a database refusal caused by a row's values; null for a real fault. */
function rowRefusal(error: unknown, t: TFunction): string | null {
  const kind = storeRefusal(error);
  return kind === 'notUnique' ? t('validation.rowNotUnique') : kind === 'notStored' ? t('validation.rowNotStored') : null;
}

/** A cell as its field's type: text files give strings, spreadsheets numbers; arrays come as JSON. */
function parseCell(type: string, cell: unknown): unknown {
  if (type === 'string') return unguardFormula(String(cell));
  if (typeof cell !== 'string') return cell;
  const text = cell.trim();
  if (type === 'array') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/**
 * A database refusal caused by the values written, not by a fault: a unique or primary key violation
 * (PostgreSQL 23505, better-sqlite3's codes), another integrity rule (23xxx) or a value out of range or of
 * the wrong form (22xxx). A race between two writers can reach these past every check made beforehand.
 */
export function storageRefusal(error: unknown): 'notUnique' | 'notStored' | null {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(code)) return 'notUnique';
  if (/^2[23][0-9A-Z]{3}$/.test(code) || /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG)/.test(code)) return 'notStored';
  return null;
}

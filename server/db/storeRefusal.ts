/**
 * A database refusal caused by the values written, not by a fault: a unique or primary key violation
 * (PostgreSQL 23505, better-sqlite3's codes), another integrity rule (23xxx) or a value out of range or of
 * the wrong form (22xxx). A race between two writers can reach these past every check made beforehand.
 * A full disk (SQLITE_FULL, PostgreSQL 53100 disk_full, ENOSPC from a file write) is a refusal too: the
 * write changed nothing, the portal runs on, and the caller should hear so rather than "internal error".
 */
export function storeRefusal(error: unknown): 'notUnique' | 'notStored' | 'storeFull' | null {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (isStoreFull(error)) return 'storeFull';
  if (['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(code)) return 'notUnique';
  if (/^2[23][0-9A-Z]{3}$/.test(code) || /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG)/.test(code)) return 'notStored';
  return null;
}

/** Whether a write failed because the store has no room left (it wrote nothing; a later try may succeed). */
export function isStoreFull(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC';
}

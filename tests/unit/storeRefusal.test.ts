import { describe, expect, it } from 'vitest';
import { storeRefusal } from '../../server/db/storeRefusal';

describe('storage refusals', () => {
  it('a full disk is told as a full store on SQLite, PostgreSQL and for files alike', () => {
    for (const code of ['SQLITE_FULL', '53100', 'ENOSPC']) expect(storeRefusal({ code }), code).toBe('storeFull');
  });

  it('other faults of the store stay faults', () => {
    for (const code of ['SQLITE_IOERR', 'SQLITE_BUSY', '53200', '57P01', undefined]) expect(storeRefusal({ code })).toBeNull();
  });
});

import path from 'node:path';
import Database from 'better-sqlite3';
import type { RunningPortal } from './portalServer';

/** The id a portal's store gave the demo station of this code (`DE-PV-011`): ids depend on the order of seeding. */
export function stationIdOf(portal: Pick<RunningPortal, 'dataDir'>, psCode: string): number {
  const store = new Database(path.join(portal.dataDir, 'portal.sqlite'), { readonly: true });
  try {
    const row = store.prepare('select ps_id from power_station where ps_code = ?').get(psCode) as { ps_id: number } | undefined;
    if (!row) throw new Error(`no station ${psCode} in ${portal.dataDir}`);
    return row.ps_id;
  } finally {
    store.close();
  }
}

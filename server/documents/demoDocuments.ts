import type { Db } from '../db/database';
import type { DocumentDisk } from './documentDisk';
import { writePdf } from './pdfWriter';
import { storeVersion } from './documentWrites';

/** What each demo group's library starts with: a folder and two small generated PDFs. */
const DEMO_FOLDER = 'Operating manuals';

function manual(group: string): Buffer {
  return writePdf(
    [
      {
        lines: [
          `${group}: operating manual`,
          'Page 1 of 2',
          'Daily checks: inverter alarms, combiner box currents, weather station.',
        ],
      },
      {
        lines: ['Emergency shutdown', 'Page 2 of 2', 'Open the main breaker, then confirm that every inverter reports stopped.'],
      },
    ],
    `${group} operating manual`,
  );
}

function inspection(group: string): Buffer {
  return writePdf(
    [
      { lines: [`${group}: inspection checklist`, 'Visual check of modules and cabling', 'Thermal images of connectors'] },
      { lines: ['Sign-off', 'Inspector, date and findings are recorded in the to-do item.'] },
    ],
    `${group} inspection checklist`,
  );
}

/** Seeds the demo library once: on a store whose library is still empty. */
export async function seedDemoDocuments(db: Db, disk: DocumentDisk): Promise<void> {
  if (await db.selectFrom('doc_folder').select('folder_id').executeTakeFirst()) return;
  const admin = await db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const groups = await db.selectFrom('sys_dept').select(['dept_id', 'dept_name']).orderBy('dept_id').execute();
  const now = Date.now();
  for (const group of groups) {
    const folder = await db
      .insertInto('doc_folder')
      .values({ parent_id: null, dept_id: group.dept_id, name: DEMO_FOLDER, created_by: admin.user_id, created_at: now })
      .returning('folder_id')
      .executeTakeFirstOrThrow();
    const base = { folderId: folder.folder_id, ext: '.pdf', userId: admin.user_id, now };
    await storeVersion(db, disk, { ...base, name: 'Operating manual.pdf', data: manual(group.dept_name) });
    await storeVersion(db, disk, { ...base, name: 'Inspection checklist.pdf', data: inspection(group.dept_name) });
  }
}

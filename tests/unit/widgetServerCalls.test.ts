import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A widget shows what the page's sources answer, so a page's JSON names every call it makes to show itself
 * (docs/architecture.md, display data through page sources). Only a command flow calls an `api/` function of
 * its own: these are the widget files that may, each with the flow it runs. The list only shrinks: a file that
 * stops calling leaves it, and a new caller fails here until its display data comes through a source.
 * Type imports call nothing, and `api/toaster` only shows a message; stories and their fakes are story material.
 */
const SERVER_CALLERS: Record<string, string> = {
  'widgets/alarms/AlarmFilter.tsx': 'command: acknowledge every event of the filter, export it as .xlsx',
  'widgets/alarms/AlarmSubscription.tsx': "command: save the caller's alarm mail",
  'widgets/alarms/AlarmTable.tsx': 'command: acknowledge, remove and unshelve events',
  'widgets/alarms/ShelveDialog.tsx': 'command: shelve an event',
  'widgets/crud/CrudPage.tsx': 'command: save, remove, export rows',
  'widgets/crud/ImportDialog.tsx': 'command: import a spreadsheet (upload), download its template',
  'widgets/crud/RowActionDialog.tsx': "command: a row's action (reset a password, ...)",
  'widgets/crud/useChoices.ts': "command: a form's choices, asked when the form opens",
  'widgets/diagram/diagramControl.ts': 'command: select-before-operate reads the device and its remote status before control',
  'widgets/documents/DocumentLibrary.tsx': 'command: upload, download, export; folders made, renamed, removed; documents removed',
  'widgets/documents/VersionsDialog.tsx': 'command: download a version',
  'widgets/equipment/RunSettingsWidget.tsx': "command: send a storage unit's run settings and remote enable",
  'widgets/form/theme/FileWidget.tsx': "command: upload a form field's file",
  'widgets/quotas/QuotaToolbar.tsx': 'command: export the quota grid as .xlsx',
  'widgets/quotas/QuotaEntryCell.tsx': 'command: enter a planned quota',
  'widgets/quotas/RecalculateControl.tsx': 'command: recalculate quotas and follow the job',
  'widgets/notice/AttachmentField.tsx': "command: upload a notice's attachment",
  'widgets/notice/NoticeBoard.tsx': 'command: mark all read, withdraw a notice',
  'widgets/notice/NoticeEditor.tsx': 'command: publish or edit a notice (the form asks its audience groups)',
  'widgets/notice/NoticeReader.tsx': 'command: opening a notice marks it read for the caller',
  'widgets/people/AvatarDialog.tsx': 'command: upload an avatar',
  'widgets/people/ProfileCard.tsx': "no call: the address of the avatar's picture, which an <img> loads",
  'widgets/registration/LocationStep.tsx': 'command: the registration wizard looks up the time zone of a location',
  'widgets/registration/RegistrationWizard.tsx':
    'command: the registration wizard, its choices, device template and registration',
  'widgets/registration/StationRegistrationWidget.tsx': "command: the registration wizard's station definition",
  'widgets/remote/ControlDialog.tsx': 'command: remote control (password, switch, start/stop, set point)',
  'widgets/remote/OperateDialog.tsx': 'command: select-before-operate reads the remote status',
  'widgets/todo/AssignDialog.tsx': 'command: assign a to-do item',
  'widgets/todo/NewTodoDialog.tsx': 'command: create a to-do item',
  'widgets/todo/StepDialog.tsx': 'command: handle, close or reopen a to-do item',
  'widgets/todo/useAssignees.ts': "command: the assign form's choice of people",
  'widgets/todo/useSubmit.ts': "command: a dialog's submit, which reads the server's refusal",
  'widgets/cameras/MultipartPlayer.tsx': "display: a camera's live stream of multipart frames, which no JSON source carries",
  'widgets/cameras/snapshot.ts': 'command: save a snapshot (download)',
};

const root = path.resolve(import.meta.dirname, '../..');

function widgetFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return widgetFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.stories.tsx') ? [file] : [];
  });
}

/** The `api/` modules a source imports values from (not types, not the toaster). */
function apiModulesIn(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']*\/api\/[^']+)'/gms)]
    .map((m) => m[1]!.replace(/^.*\/api\//, 'api/'))
    .filter((module) => module !== 'api/toaster');
}

const apiImports = (file: string) => apiModulesIn(fs.readFileSync(path.join(root, file), 'utf8'));

describe('widgets show what page sources answer (docs/architecture.md)', () => {
  const callers = widgetFiles('widgets').filter((file) => apiImports(file).length > 0);

  it('only the listed command flows call api/ functions: display data comes through the page sources', () => {
    const unlisted = callers.filter((file) => !(file in SERVER_CALLERS));
    expect(unlisted, 'give the widget its data through a source of the page (docs/page-schemas.md)').toEqual([]);
  });

  it('the list shrinks when a widget stops calling: every listed file still imports api/', () => {
    const stale = Object.keys(SERVER_CALLERS).filter((file) => !callers.includes(file));
    expect(stale, 'remove these from SERVER_CALLERS').toEqual([]);
  });

  it('a type import and the toaster are no calls; a value import, on one line or several, is one', () => {
    const probe = [
      "import type { Station } from '../../api/types';",
      "import { showToast } from '../../api/toaster';",
      "import {\n  listDocuments,\n  type DocRow,\n} from '../../api/documents';",
    ].join('\n');
    expect(apiModulesIn(probe)).toEqual(['api/documents']);
  });
});

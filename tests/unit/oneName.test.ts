import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name per concept (docs/glossary.md, issue 36): a retired word does not come back as a folder, a module, a
 * page id or a locale namespace. URLs, permissions and database names keep the specification's words and are
 * not checked here.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Each retired path and the name the concept has now. */
const RETIRED: [retired: string, now: string][] = [
  ['server/events', 'server/alarms'],
  ['api/events.ts', 'api/alarms.ts'],
  ['schemas/pages/event-list.json', 'schemas/pages/alarms.json'],
  ['server/workflow', 'server/todo'],
  ['server/notify', 'server/alarmMail'],
  ['server/video', 'server/cameras'],
  ['widgets/video', 'widgets/cameras'],
  ['api/video.ts', 'api/cameras.ts'],
  ['shared/contracts/video.ts', 'shared/contracts/cameras.ts'],
  ['schemas/pages/video.json', 'schemas/pages/cameras.json'],
  ['schemas/pages/irvideo.json', 'schemas/pages/thermal-cameras.json'],
  ['widgets/indicator', 'widgets/quotas'],
  ['api/indicator.ts', 'api/quotas.ts'],
  ['shared/indicatorDto.ts', 'shared/quotaDto.ts'],
  ['schemas/pages/indicator.json', 'schemas/pages/quotas.json'],
  ['server/register', 'server/registration'],
  ['widgets/register', 'widgets/registration'],
  ['api/register.ts', 'api/registration.ts'],
  ['schemas/pages/register.json', 'schemas/pages/registration.json'],
  ['server/storagePlugin.ts', 'server/db/storePlugin.ts'],
  ['docs/storage.md', 'docs/energy-storage.md'],
];

/** File names that name a concept by a retired word, wherever they are. */
const RETIRED_FILE =
  /^(indicator\w*|event-list|irvideo|storage(Model|Sync|Refusal|Plugin)|register(Routes|Wizard)|\w*Register(Widget|Api))\./;

/** Locale namespaces (top level) that were renamed: events → alarms, indicator → quota, register → registration. */
const RETIRED_NAMESPACES = ['events', 'indicator', 'register'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

describe('one name per concept', () => {
  it.each(RETIRED)('%s is gone: the concept lives in %s', (retired, now) => {
    expect(fs.existsSync(path.join(root, retired)), `${retired} is back; use ${now}`).toBe(false);
    expect(fs.existsSync(path.join(root, now)), `${now} is missing`).toBe(true);
  });

  it('no module of server/, widgets/, api/ or shared/ is named by a retired word', () => {
    const named = ['server', 'widgets', 'api', 'shared', 'schemas/pages']
      .flatMap((dir) => files(path.join(root, dir)))
      .map((file) => path.relative(root, file))
      .filter((file) => RETIRED_FILE.test(path.basename(file)) && !file.startsWith('server/db/migrations/'));
    expect(named).toEqual([]);
  });

  it('the locale catalogues have no namespace of a retired word', () => {
    const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'locales/en.json'), 'utf8')) as Record<string, unknown>;
    expect(RETIRED_NAMESPACES.filter((ns) => ns in catalogue)).toEqual([]);
  });
});

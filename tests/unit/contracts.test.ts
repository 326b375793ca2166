import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Route files whose routes are declared from shared/contracts/ (docs/architecture.md, Contracts): a folder
 * stands for all its files but the ones named after it. Add a file or a folder here when converting it.
 */
const CONVERTED: [string, string[]][] = [
  ['server/monitor', []],
  ['server/energyStorage', []],
  ['server/remote', []],
  ['server/menu', []],
  ['server/system', []],
  ['server/ui', []],
  ['server/equipment', []],
  ['server/cameras', []],
  ['server/files', []],
  ['server/auth', []],
  ['server/people', []],
  ['server/alarms', []],
  ['server/todo', []],
  ['server/notices', []],
  ['server/documents', []],
  ['server/alarmMail/subscriptionRoutes.ts', []],
  ['server/stations', []],
  ['server/telemetry', []],
  ['server/registration', []],
  ['server/quotas', []],
  ['server/entities', []],
];

function filesOf(entry: string, except: string[]): string[] {
  if (entry.endsWith('.ts')) return [entry];
  return readdirSync(path.join(root, entry))
    .filter((name) => name.endsWith('.ts') && !except.includes(name))
    .map((name) => `${entry}/${name}`);
}

describe('contracts (docs/architecture.md)', () => {
  it('a converted route file declares every route from a contract, with no hand-written input generic', () => {
    const handWritten = CONVERTED.flatMap(([entry, except]) => filesOf(entry, except)).flatMap((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      return [...source.matchAll(/\broute(<|\(\{)/g)].map((m) => `${file}:${source.slice(0, m.index).split('\n').length}`);
    });
    expect(handWritten).toEqual([]);
  });

  it('the browser imports a contract for its types only, so TypeBox stays out of its bundle', async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (file: string, source: string) => {
      const [result] = await eslint.lintText(`${source}\nexport const used = probe;\n`, { filePath: path.join(root, file) });
      return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').length;
    };
    expect(await lint('api/probe.ts', "import { powerQuality as probe } from '../shared/contracts/monitor';")).toBe(1);
    expect(await lint('widgets/power-quality/probe.ts', "import { Type as probe } from 'typebox';")).toBe(1);
    expect(await lint('api/probe.ts', "import type { powerQuality as probe } from '../shared/contracts/monitor';")).toBe(0);
    expect(await lint('server/monitor/probe.ts', "import { powerQuality as probe } from '../../shared/contracts/monitor';")).toBe(
      0,
    );
  }, 60_000);
});

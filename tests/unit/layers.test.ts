import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

/** The layer-rule errors `npm run lint` reports for `source` placed at `file`. */
async function backEdges(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = probe;\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layers, one way (docs/architecture.md)', () => {
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root });
    // Loading the configuration and its plugins takes seconds on a busy machine: pay it here, not in a test.
    await eslint.lintText('', { filePath: path.join(root, 'widgets/Warmup.tsx') });
  }, 60_000);

  it('a widget that imports from server/ fails lint and is sent to shared/', async () => {
    const errors = await backEdges('widgets/map/Probe.tsx', "import { probe } from '../../server/entities/formats';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('move the contract, format or arithmetic to shared/');
  });

  it('a widget or a store that imports from app/ fails lint', async () => {
    expect(await backEdges('widgets/crud/Probe.tsx', "import { probe } from '../../app/i18n';")).toHaveLength(1);
    expect(await backEdges('stores/probeStore.ts', "import { probe } from '../app/i18n';")).toHaveLength(1);
    expect(await backEdges('stores/probeStore.ts', "import type { probe } from '../server/menu/menuTree';")).toHaveLength(1);
  });

  it('the engine imports neither widgets nor stores', async () => {
    expect(await backEdges('engine/probe.ts', "import { probe } from '../widgets/SchemaPreview';")).toHaveLength(1);
    expect(await backEdges('engine/probe.ts', "import { probe } from '../stores/rootStore';")).toHaveLength(1);
  });

  it('the api client imports none of the layers above it', async () => {
    expect(await backEdges('api/probe.ts', "import { probe } from '../stores/rootStore';")).toHaveLength(1);
  });

  it('shared/ imports only shared/', async () => {
    expect(await backEdges('shared/probe.ts', "import { probe } from '../server/http/envelope';")).toHaveLength(1);
    expect(await backEdges('shared/probe.ts', "import { probe } from '../engine/bindings';")).toHaveLength(1);
    expect(await backEdges('shared/probe.ts', "import { probe } from './stationDay';")).toEqual([]);
  });

  it('the server may use the engine only to check page schemas', async () => {
    expect(await backEdges('server/ui/probe.ts', "import { probe } from '../../engine/validatePage';")).toEqual([]);
    expect(await backEdges('server/ui/probe.ts', "import { probe } from '../../engine/bindings';")).toHaveLength(1);
    expect(await backEdges('server/ui/probe.ts', "import { probe } from '../../widgets/SchemaPreview';")).toHaveLength(1);
  });

  it('imports down the layers pass: widgets read engine/, stores/, api/ and shared/', async () => {
    const source = [
      "import { probe } from '../../engine/registry';",
      "import { a } from '../../stores/rootStore';",
      "import { b } from '../../api/toaster';",
      "import { c } from '../../shared/formatters';",
      'export const all = [a, b, c];',
    ].join('\n');
    expect(await backEdges('widgets/map/Probe.tsx', source)).toEqual([]);
  });

  it('a browser timer of its own fails lint: timers go through the polling store', async () => {
    const own = async (file: string, source: string) => {
      const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
      return result!.messages.filter((m) => /restricted/.test(m.ruleId ?? '')).map((m) => m.message);
    };
    expect(await own('widgets/home/Probe.tsx', 'export const t = setInterval(() => 0, 1000);\n')).toHaveLength(1);
    expect(await own('app/layout/Probe.tsx', 'export const t = window.setTimeout(() => 0, 10);\n')).toHaveLength(1);
    expect(await own('stores/probeStore.ts', 'export const t = globalThis.setInterval(() => 0, 10);\n')).toHaveLength(1);
    expect(await own('engine/pollingStore.ts', 'export const t = window.setTimeout(() => 0, 10);\n')).toEqual([]);
  });
});

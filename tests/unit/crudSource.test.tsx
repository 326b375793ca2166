// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EngineContext, NodeRenderer } from '../../engine/NodeRenderer';
import { PageRuntime } from '../../engine/pageRuntime';
import type { PageSchema } from '../../engine/pageSchema';
import type { ActionHost } from '../../engine/actions';

// The CRUD page's dialogs call the server themselves; what matters here is what the widget does when one is done.
vi.mock('../../widgets/crud/CrudPage', () => ({
  CrudPage: ({ onChanged }: { onChanged(): void }) => <button onClick={onChanged}>saved</button>,
}));
await import('../../widgets/crud/CrudWidget');

afterEach(cleanup);

const page = {
  schemaVersion: 2,
  id: 't',
  sources: {
    labelDefinition: { api: 'GET /ui/entity/label', poll: 'none' },
    labelList: { api: 'GET /user/labeling/list', poll: 'none', dataPath: 'none' },
  },
  body: {
    type: 'crud',
    entity: 'label',
    definition: '${data.labelDefinition}',
    list: '${data.labelList}',
    state: 'labelQuery',
    source: 'labelList',
  },
} as unknown as PageSchema;

it('a save reads the node’s source again and leaves the definition alone', async () => {
  const asked: string[] = [];
  const runtime = new PageRuntime(
    page,
    () => ({ locale: 'en' }),
    async (r) => {
      asked.push(r.url);
      return { rows: [], total: 0, data: {} };
    },
  );
  render(
    <EngineContext.Provider value={{ runtime, host: {} as ActionHost }}>
      <NodeRenderer node={page.body} />
    </EngineContext.Provider>,
  );
  const button = await screen.findByText('saved');
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  asked.length = 0;
  fireEvent.click(button);
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(asked).toEqual(['/user/labeling/list']);
  runtime.dispose();
});

/** The CRUD nodes of a page schema, wherever they stand. */
function crudNodes(node: Record<string, unknown>): Record<string, unknown>[] {
  const children = (node.children as Record<string, unknown>[] | undefined) ?? [];
  return [...(node.type === 'crud' ? [node] : []), ...children.flatMap(crudNodes)];
}

it('every CRUD node of the pages names the source of its list, which a command reads again', () => {
  const dir = path.join(__dirname, '../../schemas/pages');
  const nodes = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => crudNodes(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).body).map((n) => ({ f, n })));
  expect(nodes.length).toBe(13);
  for (const { f, n } of nodes) expect(`${f}: ${String(n.list)}`).toBe(`${f}: \${data.${String(n.source)}}`);
});

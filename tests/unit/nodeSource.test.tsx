// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EngineContext, NodeRenderer, useEngine } from '../../engine/NodeRenderer';
import { PageRuntime } from '../../engine/pageRuntime';
import { registerWidget } from '../../engine/registry';
import type { PageSchema } from '../../engine/pageSchema';
import type { ActionHost } from '../../engine/actions';

// The CRUD page's dialogs call the server themselves; what matters here is what the widget does when one is done.
vi.mock('../../widgets/crud/CrudPage', () => ({
  CrudPage: ({ onChanged }: { onChanged(): void }) => <button onClick={onChanged}>saved</button>,
}));
await import('../../widgets/crud/CrudWidget');

afterEach(cleanup);

// A stand-in for the notice board, which reads its list again after a command through its node's `source`.
registerWidget('notice-board', ({ props }) => {
  const { runtime } = useEngine();
  const refresh = () => void runtime.refresh(props.source ? [props.source] : undefined);
  return <button onClick={refresh}>{`changed (${props.source ?? 'no source'})`}</button>;
});

/** The urls `page` asks for when the button `label` of its body is clicked, once its first answers are in. */
async function askedOnClick(page: PageSchema, label: string): Promise<string[]> {
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
  const button = await screen.findByText(label);
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  asked.length = 0;
  fireEvent.click(button);
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  runtime.dispose();
  return asked;
}

it('a command reads its own source again and leaves the page’s other sources alone', async () => {
  const page = {
    schemaVersion: 2,
    id: 't',
    sources: {
      notices: { api: 'GET /office/notice/list', poll: 'none', dataPath: 'none' },
      unread: { api: 'GET /office/notice/unread', poll: 'none' },
    },
    body: { type: 'notice-board', list: '${data.notices}', state: 'query', source: 'notices' },
  } as unknown as PageSchema;
  expect(await askedOnClick(page, 'changed (notices)')).toEqual(['/office/notice/list']);
});

it('a CRUD save reads the node’s source again and leaves the definition alone', async () => {
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
  expect(await askedOnClick(page, 'saved')).toEqual(['/user/labeling/list']);
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

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { EngineContext, NodeRenderer, useEngine } from '../../engine/NodeRenderer';
import { PageRuntime } from '../../engine/pageRuntime';
import { registerWidget } from '../../engine/registry';
import type { PageSchema } from '../../engine/pageSchema';
import type { ActionHost } from '../../engine/actions';

afterEach(cleanup);

// A stand-in for the notice board, which reads its list again after a command through its node's `source`.
registerWidget('notice-board', ({ props }) => {
  const { runtime } = useEngine();
  const refresh = () => void runtime.refresh(props.source ? [props.source] : undefined);
  return <button onClick={refresh}>{`changed (${props.source ?? 'no source'})`}</button>;
});

const page = {
  schemaVersion: 2,
  id: 't',
  sources: {
    notices: { api: 'GET /office/notice/list', poll: 'none', dataPath: 'none' },
    unread: { api: 'GET /office/notice/unread', poll: 'none' },
  },
  body: { type: 'notice-board', list: '${data.notices}', state: 'query', source: 'notices' },
} as unknown as PageSchema;

it('a command reads its own source again and leaves the page’s other sources alone', async () => {
  const asked: string[] = [];
  const runtime = new PageRuntime(
    page,
    () => ({ locale: 'en' }),
    async (r) => {
      asked.push(r.url);
      return { rows: [], total: 0, data: 0 };
    },
  );
  render(
    <EngineContext.Provider value={{ runtime, host: {} as ActionHost }}>
      <NodeRenderer node={page.body} />
    </EngineContext.Provider>,
  );
  const button = await screen.findByText('changed (notices)');
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  asked.length = 0;
  fireEvent.click(button);
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  expect(asked).toEqual(['/office/notice/list']);
  runtime.dispose();
});

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { request } from '../../api/request';
import type { TodoQuery } from '../../api/todo';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import type { PollRequest } from '../../engine/pollingStore';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { FIXTURE_STATIONS } from '../../tests/fixtures/stations';
import page from '../../schemas/pages/todo.json';
import { fakeTodoApi } from './fakeTodoApi';
import { FIXTURE_ASSIGNEES, FIXTURE_ME, fixtureTodos } from './todoFixtures';

/** The page as shipped (schemas/pages/todo.json), less the push: Storybook has no server to push changes. */
const { refreshOn: _push, ...todos } = page.sources.todos;
const schema = { ...page, sources: { ...page.sources, todos } } as unknown as PageSchema;

interface TodoStoryProps {
  schema: PageSchema;
  /** What the signed-in user may do. */
  permissions: string[];
  /** The width of the screen's content, in px. */
  width: number;
}

/** The board over an in-memory to-do server: every step changes what the list answers next. */
function TodoStory({ schema, permissions, width }: TodoStoryProps) {
  const [setup] = useState(() => {
    const api = fakeTodoApi({ ...fixtureTodos(), assignees: FIXTURE_ASSIGNEES, me: FIXTURE_ME, stations: FIXTURE_STATIONS });
    const stores = new RootStore();
    stores.session.permissions = permissions;
    stores.plant.stations = FIXTURE_STATIONS;
    const answers = {
      'POST /todoitem/list': (r: PollRequest) => api.list(r.body as TodoQuery),
      'GET /todoitem/history': (r: PollRequest) => api.history(Number(r.params?.todoId)),
    };
    return { api, stores, answers };
  });
  request.defaults.adapter = setup.api.adapter;
  return (
    <StoreContext.Provider value={setup.stores}>
      <div style={{ padding: 16, width, boxSizing: 'border-box' }}>
        <SchemaPreview schema={schema} answers={setup.answers} />
      </div>
    </StoreContext.Provider>
  );
}

const meta: Meta<typeof TodoStory> = { title: 'Widgets/To-do board', component: TodoStory };
export default meta;

/** An operator (`workflow:todo:*`) at 1280 px: new items, assigning, handling, closing, reopening, history. */
export const Operator: StoryObj<typeof TodoStory> = {
  args: { schema, permissions: ['workflow:todo:*'], width: 1280 },
};

/** The same at 768 px: the table scrolls sideways inside its card, no column is cut. */
export const Narrow: StoryObj<typeof TodoStory> = {
  args: { schema, permissions: ['workflow:todo:*'], width: 768 },
};

/** A user who may only read the list: each row offers its history alone, and there is no new item. */
export const ReadOnly: StoryObj<typeof TodoStory> = {
  args: { schema, permissions: ['workflow:todo:list'], width: 1280 },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { request } from '../../api/request';
import type { NoticeQuery } from '../../api/notices';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import type { PollRequest } from '../../engine/pollingStore';
import { RootStore, StoreContext } from '../../stores/rootStore';
import page from '../../schemas/pages/notice.json';
import { fakeNoticeApi } from './fakeNoticeApi';
import { FIXTURE_GROUPS, fixtureNotices } from './noticeFixtures';

/** The page as shipped (schemas/pages/notice.json). */
const schema = page as unknown as PageSchema;

interface NoticeStoryProps {
  schema: PageSchema;
  /** The signed-in user's roles and permissions. */
  roles: string[];
  permissions: string[];
  /** The width of the screen's content, in px. */
  width: number;
}

/** The board over an in-memory notice server: reading, publishing and withdrawing change what it answers next. */
function NoticeStory({ schema, roles, permissions, width }: NoticeStoryProps) {
  const [setup] = useState(() => {
    const api = fakeNoticeApi(fixtureNotices(), FIXTURE_GROUPS);
    const stores = new RootStore();
    stores.session.roles = roles;
    stores.session.permissions = permissions;
    return { api, stores, answers: { 'GET /office/notice/list': (r: PollRequest) => api.list((r.params ?? {}) as NoticeQuery) } };
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

const meta: Meta<typeof NoticeStory> = { title: 'Widgets/Notice board', component: NoticeStory };
export default meta;

/** An administrator at 1280 px: pinned first, unread in bold; opens, publishes, edits and withdraws notices. */
export const Administrator: StoryObj<typeof NoticeStory> = {
  args: { schema, roles: ['admin'], permissions: ['*:*:*'], width: 1280 },
};

/** An operator at 768 px: reads notices and marks them read; publishes nothing. */
export const OperatorNarrow: StoryObj<typeof NoticeStory> = {
  args: { schema, roles: ['operator'], permissions: ['monitor:station:query'], width: 768 },
};

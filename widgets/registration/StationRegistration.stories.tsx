import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { request } from '../../api/request';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { RootStore, StoreContext } from '../../stores/rootStore';
import page from '../../schemas/pages/registration.json';
import { fakeRegistrationApi } from './fakeRegistrationApi';

const schema = page as unknown as PageSchema;

interface RegisterStoryProps {
  schema: PageSchema;
  /** What the signed-in user may do. */
  permissions: string[];
  /** The width of the screen's content, in px. */
  width: number;
}

/** The wizard over a fake server answering with the real definitions, template and time zones. */
function RegisterStory({ schema, permissions, width }: RegisterStoryProps) {
  const [stores] = useState(() => {
    const root = new RootStore();
    root.session.permissions = permissions;
    return root;
  });
  request.defaults.adapter = fakeRegistrationApi({
    groups: [
      { value: 1, label: 'PortalEnergyGroup' },
      { value: 3, label: 'ChinaRegion' },
      { value: 4, label: 'EuropeRegion' },
    ],
    labels: [
      { tagId: 1, tagName: 'Utility scale' },
      { tagId: 2, tagName: 'Desert O&M' },
      { tagId: 3, tagName: 'Board review', locked: true },
    ],
  });
  return (
    <StoreContext.Provider value={stores}>
      <div style={{ padding: 16, width, boxSizing: 'border-box' }}>
        <SchemaPreview schema={schema} answers={{}} />
      </div>
    </StoreContext.Provider>
  );
}

const meta: Meta<typeof RegisterStory> = { title: 'Widgets/Station registration', component: RegisterStory };
export default meta;

/** An administrator at 1280 px: every step, the map pick with its time zone, the template's devices. */
export const Administrator: StoryObj<typeof RegisterStory> = {
  args: { schema, permissions: ['*:*:*'], width: 1280 },
};

/** The same at 768 px: the map above the location fields, the device list scrolls sideways. */
export const Narrow: StoryObj<typeof RegisterStory> = {
  args: { schema, permissions: ['*:*:*'], width: 768 },
};

/** An operator: the page says registering is not his to do, and asks nothing of the server. */
export const NoPermission: StoryObj<typeof RegisterStory> = {
  args: { schema, permissions: ['info:powerStation:list'], width: 1280 },
};

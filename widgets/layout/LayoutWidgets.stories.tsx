import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

const schema = {
  schemaVersion: 1,
  id: 'layout-story',
  body: {
    type: 'page',
    title: 'menu.monitor',
    children: [
      {
        type: 'grid',
        columns: 2,
        children: [
          { type: 'card', title: 'navigator.power', icon: 'flash', children: [{ type: 'text', text: 'widget.points.analog' }] },
          {
            type: 'card',
            title: 'navigator.dayEnergy',
            icon: 'lightning',
            children: [{ type: 'text', text: 'widget.points.analog', variant: 'muted' }],
          },
        ],
      },
      {
        type: 'tabs',
        tabs: ['tabs.overview', 'tabs.monitoring'],
        children: [
          { type: 'text', text: 'tabs.overview', variant: 'heading' },
          { type: 'text', text: 'tabs.monitoring', variant: 'heading' },
        ],
      },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Layout widgets', component: SchemaPreview };
export default meta;

export const GridCardsTabsText: StoryObj<typeof SchemaPreview> = { args: { schema, answers: {} } };

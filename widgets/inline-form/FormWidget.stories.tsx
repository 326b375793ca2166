import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

/** Set-points of string inverter A-03 at Golmud Desert Solar Park, from its last confirmed values. */
const schema = {
  schemaVersion: 1,
  id: 'form-story',
  state: {},
  sources: { setPoints: { api: 'POST /monitor/getEquipRealData', poll: 'none' } },
  body: {
    type: 'card',
    title: 'widget.form.setPoints',
    icon: 'settings',
    children: [
      {
        type: 'form',
        id: 'setPoints',
        schema: {
          type: 'object',
          required: ['activePowerLimit', 'powerFactor'],
          properties: {
            activePowerLimit: { type: 'number', title: 'widget.quantity.activePowerLimit', minimum: 0, maximum: 352 },
            powerFactor: { type: 'number', title: 'widget.quantity.powerFactor', minimum: 0.8, maximum: 1 },
            reactivePower: { type: 'number', title: 'widget.quantity.reactivePower', minimum: -105.6, maximum: 105.6 },
          },
        },
        uiSchema: { 'ui:order': ['activePowerLimit', 'reactivePower', 'powerFactor'] },
        data: '${data.setPoints}',
        submit: {
          action: 'api',
          api: 'POST /remote/setPoints',
          body: { psId: 11, equipId: 2103, values: '${form}' },
          confirm: 'engine.confirm',
        },
      },
      { type: 'text', text: '${state.setPoints.activePowerLimit}', variant: 'muted' },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Form', component: SchemaPreview };
export default meta;

export const InverterSetPoints: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: {
      'POST /monitor/getEquipRealData': { code: 200, data: { activePowerLimit: 320, powerFactor: 0.99, reactivePower: 0 } },
    },
  },
};

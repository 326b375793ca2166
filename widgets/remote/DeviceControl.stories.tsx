import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { request } from '../../api/request';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { fakeRemoteApi, type FakeRemoteOptions } from './fakeRemoteApi';

const now = Date.now();
const point = (code: string, name: string, unit: string, value: number | null, extra: Record<string, unknown> = {}) => ({
  pointId: `11_JZNBQ_3_${code}`,
  pointCode: code,
  pointName: name,
  pointUnit: unit,
  pointValue: value,
  time: value === null ? null : now - 2_000,
  quality: value === null ? null : 'good',
  ...extra,
});

/** The realData answer of string inverter INV-03 (Sungrow SG250HX) of Solarpark Meuro, running at a 100 % limit. */
const inverterPoints = {
  YC: [point('P', 'Active power', 'kW', 212.6), point('Udc', 'DC voltage', 'V', 1083.2)],
  YX: [point('Run', 'Running', '', 1), point('Fault', 'Fault', '', 0)],
  YK: [
    point('OnOff', 'Start / stop', '', 1, { options: 'Stop-0,Start-1', min: null, max: null }),
    point('ACBreaker', 'AC breaker', '', 1, { options: null, min: null, max: null }),
    point('Reset', 'Fault reset', '', null, { options: 'Reset-1', min: null, max: null }),
  ],
  YT: [
    point('PLimit', 'Active power limit', '%', 100, { options: null, min: 0, max: 100 }),
    point('QSet', 'Reactive power set-point', 'kvar', 0, { options: null, min: -125, max: 125 }),
  ],
};

const schema = {
  schemaVersion: 1,
  id: 'device-control-story',
  sources: { points: { api: 'POST /monitor/nbqRealData/realData', poll: 'realtime' } },
  body: {
    type: 'page',
    children: [
      {
        type: 'card',
        title: 'INV-03 Sungrow SG250HX',
        icon: 'flash',
        children: [
          {
            type: 'device-control',
            psId: 11,
            equipId: 2103,
            equipName: 'INV-03 Sungrow SG250HX',
            points: '${data.points}',
          },
        ],
      },
    ],
  },
} as unknown as PageSchema;

interface DeviceControlStoryProps {
  schema: PageSchema;
  answers: Record<string, unknown>;
  /** How the fake remote routes behave. */
  remote: FakeRemoteOptions;
}

/** The widget on a page, for an administrator (`*:*:*`), against an in-memory remote API. */
function DeviceControlStory({ schema, answers, remote }: DeviceControlStoryProps) {
  const [stores] = useState(() => {
    const root = new RootStore();
    root.session.roles = ['admin'];
    root.session.permissions = ['*:*:*'];
    return root;
  });
  request.defaults.adapter = fakeRemoteApi(remote).adapter;
  return (
    <StoreContext.Provider value={stores}>
      <div style={{ padding: 16, maxWidth: 480 }}>
        <SchemaPreview schema={schema} answers={answers} />
      </div>
    </StoreContext.Provider>
  );
}

const meta: Meta<typeof DeviceControlStory> = { title: 'Widgets/Remote/Device control', component: DeviceControlStory };
export default meta;

const answers = { 'POST /monitor/nbqRealData/realData': { code: 200, data: inverterPoints } };

/** Operation password "123456"; the fault reset is not confirmed by the device. */
export const InverterRemoteControl: StoryObj<typeof DeviceControlStory> = {
  args: { schema, answers, remote: { password: '123456', failingPoints: ['11_JZNBQ_3_Reset'], delayMs: 1200 } },
};

/** The server accepts no password: each try says it is wrong, the fifth locks the operation password. */
export const WrongOperationPassword: StoryObj<typeof DeviceControlStory> = {
  args: { schema, answers, remote: { password: null, attemptsBeforeLock: 5, delayMs: 800 } },
};

/** Cloud remote operation is switched off for this plant: the points are listed but cannot be chosen. */
export const RemoteOperationDisabled: StoryObj<typeof DeviceControlStory> = {
  args: { schema, answers, remote: { password: '123456', allowed: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { request } from '../../api/request';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { FIXTURE_STATIONS } from '../../tests/fixtures/stations';
import channelDefinition from '../../schemas/entities/channel.json';
import type { EntityDefinition } from '../../server/entities/definition';
import type { PageSchema } from '../../engine/pageSchema';
import type { PollRequest } from '../../engine/pollingStore';
import page from '../../schemas/pages/info-channel.json';
import { SchemaPreview } from '../SchemaPreview';
import { fakeEntityApi } from './fakeEntityApi';

const schema = page as unknown as PageSchema;
/** No gateway refused a connection, so the page shows the channels alone. */
const answers = { 'GET /monitor/gatewayRefusals': { code: 200, data: null } };
/** The page's sources ask the in-memory channels, through the same client its commands use. */
const entities = (r: PollRequest) =>
  request.request({ method: r.method, url: r.url, params: r.params, data: r.body }).then((answer) => answer.data);

const CHANNELS = [
  {
    channelId: 1,
    psId: 11,
    channelName: 'Block A data logger',
    param: '127.0.0.1:1502',
    address: 1,
    protocol: 'modbus-tcp',
    channelType: 'tcp',
    periodMs: 3000,
    state: 1,
    enabled: 1,
    orderNum: 1,
    remark: null,
  },
  {
    channelId: 2,
    psId: 11,
    channelName: 'Block B data logger',
    param: '127.0.0.1:1503',
    address: 1,
    protocol: 'modbus-tcp',
    channelType: 'tcp',
    periodMs: 3000,
    state: 1,
    enabled: 1,
    orderNum: 2,
    remark: null,
  },
  {
    channelId: 3,
    psId: 18,
    channelName: 'PCS gateway',
    param: 'pcs-gw.lolland.local:1502',
    address: 3,
    protocol: 'modbus-tcp',
    channelType: 'tcp',
    periodMs: 1000,
    state: 0,
    enabled: 1,
    orderNum: 1,
    remark: 'fibre link under repair',
  },
];

/** Stores of a signed-in user holding the given permissions, over the fixture stations. */
function storesWith(permissions: string[]): RootStore {
  const stores = new RootStore();
  stores.session.permissions = permissions;
  stores.session.roles = ['admin'];
  stores.plant.stations = FIXTURE_STATIONS;
  return stores;
}

function ChannelsPage({ permissions }: { permissions: string[] }) {
  request.defaults.adapter = fakeEntityApi(
    channelDefinition as EntityDefinition,
    CHANNELS.map((c) => ({ ...c })),
  );
  return (
    <StoreContext.Provider value={storesWith(permissions)}>
      <div style={{ padding: 16 }}>
        <SchemaPreview schema={schema} answers={answers} server={entities} />
      </div>
    </StoreContext.Provider>
  );
}

const meta: Meta<typeof ChannelsPage> = { title: 'Widgets/CRUD page', component: ChannelsPage };
export default meta;

/** The generic page with the channel definition, as an administrator sees it: add, edit, delete, import, export. */
export const ChannelsForAnAdministrator: StoryObj<typeof ChannelsPage> = { args: { permissions: ['*:*:*'] } };

/** The same page for an operator: read only. */
export const ChannelsForAnOperator: StoryObj<typeof ChannelsPage> = { args: { permissions: ['info:*:list', 'info:*:query'] } };

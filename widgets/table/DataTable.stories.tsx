import { Button, Tag } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable, type DataColumn } from './DataTable';

/** A device list as Information → Devices shows it: fourteen columns, names in Chinese, actions last. */
interface Device {
  id: number;
  plant: string;
  name: string;
  kind: string;
  address: number;
  model: string;
  location: string;
  power: number;
  commissioned: string;
  state: 'run' | 'fault';
  remote: string;
  remark: string;
}

const PLANTS = ['格尔木光伏电站', '张北风电场', '深圳宝安储能电站', 'Solarpark Neuhardenberg'];
const rows: Device[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  plant: PLANTS[i % PLANTS.length]!,
  name: `组串式逆变器 ${i + 1}`,
  kind: '逆变器',
  address: (i % 32) + 1,
  model: 'SUN2000-196KTL-H3',
  location: `${1 + (i % 4)}号方阵`,
  power: 196 + (i % 3) * 4,
  commissioned: `2024-0${1 + (i % 9)}-1${i % 10} 08:00`,
  state: i % 7 === 3 ? 'fault' : 'run',
  remote: '跟随电站',
  remark: i % 5 === 0 ? '2025年6月更换直流开关，待复测绝缘电阻' : '',
}));

const columns: DataColumn<Device>[] = [
  { id: 'plant', header: '电站', kind: 'text', render: (d) => d.plant },
  { id: 'name', header: '设备名称', kind: 'text', render: (d) => d.name },
  { id: 'kind', header: '设备类型', kind: 'code', render: (d) => d.kind },
  { id: 'address', header: '通讯编号', kind: 'number', render: (d) => d.address },
  { id: 'model', header: '型号', kind: 'code', render: (d) => d.model },
  { id: 'location', header: '安装位置', kind: 'text', render: (d) => d.location },
  { id: 'power', header: '额定功率 (kW)', kind: 'number', render: (d) => d.power },
  { id: 'commissioned', header: '投运时间', kind: 'date', render: (d) => d.commissioned },
  {
    id: 'state',
    header: '运行状态',
    kind: 'status',
    render: (d) => <Tag intent={d.state === 'run' ? 'success' : 'danger'}>{d.state === 'run' ? '运行' : '故障'}</Tag>,
  },
  { id: 'remote', header: '远程操作', kind: 'status', render: (d) => d.remote },
  { id: 'remark', header: '备注', kind: 'text', render: (d) => d.remark || '—', cellTitle: (d) => d.remark || undefined },
  {
    id: 'actions',
    header: '操作',
    kind: 'actions',
    width: 150,
    render: () => (
      <>
        <Button variant="minimal" size="small" icon="edit" text="修改" />
        <Button variant="minimal" size="small" intent="danger" icon="trash" text="删除" />
      </>
    ),
  },
];

const meta: Meta<typeof DataTable<Device>> = {
  title: 'Widgets/Table/DataTable',
  component: DataTable,
  // A tablet in a control room: the table scrolls sideways under its frozen plant column.
  decorators: [
    (Story) => (
      <div style={{ width: 720, padding: 24, boxSizing: 'content-box' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof DataTable<Device>>;

/** Sixty devices at 768 px: the plant stays, columns resize by dragging, rows scroll under a header that stays. */
export const NarrowManyColumns: Story = {
  args: { columns, rows, rowKey: (d) => String(d.id), frozen: 1, empty: '暂无数据' },
};

/** No rows: the empty state under the headers. */
export const Empty: Story = {
  args: { columns, rows: [], rowKey: (d) => String(d.id), empty: '暂无数据' },
};

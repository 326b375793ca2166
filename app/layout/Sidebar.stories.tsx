import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sidebar } from './Sidebar';
import type { MenuRoute } from '../../api/types';

const leaf = (name: string, path: string, title: string, icon: string): MenuRoute => ({
  name,
  path,
  component: name,
  type: 'C',
  meta: { title, icon },
});
const routes: MenuRoute[] = [
  {
    name: 'Monitor',
    path: '/monitor',
    component: 'Layout',
    type: 'M',
    alwaysShow: true,
    meta: { title: 'menu.monitor', icon: 'dashboard' },
    children: [
      leaf('PvHome', '/monitor/pv/home', 'menu.pvHome', 'home'),
      leaf('Nbqmonitor', '/monitor/nbqmonitorless', 'menu.nbqmonitor', 'lightning'),
      leaf('Hlxmonitor', '/monitor/hlxmonitor', 'menu.hlxmonitor', 'merge-columns'),
    ],
  },
  leaf('EventManager', '/event/manager', 'menu.alarms', 'notifications'),
];

const meta: Meta<typeof Sidebar> = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  decorators: [(Story) => <div style={{ height: 520, display: 'flex' }}>{Story()}</div>],
  args: { routes, path: '/monitor/pv/home', capacityUnit: 'kWp', onNavigate: () => undefined, onSelectPlant: () => undefined },
};
export default meta;
type Story = StoryObj<typeof Sidebar>;

export const PvStation: Story = {
  args: { plantName: 'Solarpark Meuro', capacity: 166000, batteryCapacity: 0, collapsed: false },
};
export const StorageStation: Story = {
  args: {
    plantName: 'Lolland Battery Storage',
    capacity: 12000,
    capacityUnit: 'kW',
    batteryCapacity: 24000,
    collapsed: false,
    path: '/event/manager',
  },
};
export const Collapsed: Story = { args: { plantName: 'Solarpark Meuro', capacity: 166000, batteryCapacity: 0, collapsed: true } };
export const NoPlantSelected: Story = {
  args: { plantName: '', capacity: null, batteryCapacity: null, collapsed: false, routes: [] },
};

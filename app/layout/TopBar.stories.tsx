import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from './TopBar';

const meta: Meta<typeof TopBar> = {
  title: 'Shell/Top bar',
  component: TopBar,
  args: {
    logo: '',
    path: '/home',
    nickName: 'Administrator',
    logoTarget: '/home',
    onNavigate: () => undefined,
    onSignOut: () => undefined,
    onToggleSidebar: () => undefined,
    onOpenPlantSearch: () => undefined,
    onOpenQuickNav: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof TopBar>;

export const Administrator: Story = { args: { showTabs: true, showPlantSearch: true, isAdministrator: true } };
export const Operator: Story = {
  args: { showTabs: false, showPlantSearch: false, isAdministrator: false, nickName: 'Europe operator' },
};

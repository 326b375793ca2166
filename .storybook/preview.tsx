import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../app/portal.css';
import { initI18n } from '../app/i18n';

void initI18n();

const preview: Preview = {
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};
export default preview;

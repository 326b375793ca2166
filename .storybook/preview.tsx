import type { Preview } from '@storybook/react-vite';
import { HotkeysProvider } from '@blueprintjs/core';
import { MemoryRouter } from 'react-router-dom';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../app/portal.css';
import { initI18n } from '../app/i18n';

// Stories render once the catalogue of the language is in (app/i18n.ts loads it).
const translated = initI18n();

const preview: Preview = {
  decorators: [
    (Story) => (
      // As in the app (app/App.tsx): tables register their hotkeys with the provider.
      <HotkeysProvider>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </HotkeysProvider>
    ),
  ],
  loaders: [() => translated],
  parameters: { layout: 'fullscreen' },
};
export default preview;

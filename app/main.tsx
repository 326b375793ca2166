import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import './portal.css';
import { initI18n } from './i18n';
import { loadIconsOneByOne } from './iconLoader';
import { RootStore } from '../stores/rootStore';
import { whenSessionExpires } from '../api/request';
import { App } from './App';

loadIconsOneByOne();
// The stores and the first paint wait for the language's catalogue (one small request): no key shows untranslated.
void initI18n().then(() => {
  const stores = new RootStore();
  whenSessionExpires(() => stores.session.markExpired());
  document.documentElement.style.setProperty('zoom', String(stores.ui.zoom));
  createRoot(document.getElementById('root')!).render(<App stores={stores} />);
});

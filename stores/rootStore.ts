import { createContext, useContext } from 'react';
import { SessionStore } from './sessionStore';
import { PlantStore } from './plantStore';
import { UiStore } from './uiStore';
import { FollowStore } from './followStore';

export class RootStore {
  readonly session = new SessionStore();
  readonly plant = new PlantStore();
  readonly ui = new UiStore();
  readonly follow = new FollowStore();
}

export const StoreContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const stores = useContext(StoreContext);
  if (!stores) throw new Error('useStores outside StoreContext');
  return stores;
}

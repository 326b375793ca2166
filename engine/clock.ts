import { useEffect } from 'react';
import { PollingStore } from './pollingStore';

/**
 * The browser's clocks: one timer per period however many widgets show the time, paused while the tab is
 * hidden and caught up when it shows again, like every other timer of the app (pollingStore.ts).
 */
const clocks = new PollingStore();

/** The current time, renewed every `periodMs`; the calling component must be a MobX observer. */
export function useNow(periodMs: number): number {
  const name = `clock:${periodMs}`;
  useEffect(() => clocks.task(name, periodMs, async () => Date.now()), [name, periodMs]);
  const now = clocks.data(name);
  return typeof now === 'number' ? now : Date.now();
}

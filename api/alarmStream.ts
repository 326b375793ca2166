import { storedLanguage } from './language';

/** What the server pushes (server/alarms/alarmHub.ts): a new event, changed events, changed to-do items. */
export type PushKind = 'alarm' | 'changed' | 'todo';
type Listener = (data: unknown) => void;

const listeners: Record<PushKind, Set<Listener>> = { alarm: new Set(), changed: new Set(), todo: new Set() };
let source: EventSource | null = null;

/**
 * One event stream per tab, opened while anyone listens and closed with the last listener. EventSource
 * reconnects by itself after a network failure (the server asks for 2 s); the session cookie goes along.
 */
function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(`/prod-api/event/stream?lang=${storedLanguage()}`);
  for (const kind of Object.keys(listeners) as PushKind[])
    source.addEventListener(kind, (e) => {
      const data: unknown = JSON.parse((e as MessageEvent<string>).data);
      for (const listener of listeners[kind]) listener(data);
    });
  // The session ended: a reconnect would only be refused.
  source.addEventListener('signedOut', () => close());
}

function close(): void {
  source?.close();
  source = null;
}

/** Hears one kind of push until the returned function is called. */
export function onPush(kind: PushKind, listener: Listener): () => void {
  listeners[kind].add(listener);
  open();
  return () => {
    listeners[kind].delete(listener);
    if (Object.values(listeners).every((l) => l.size === 0)) close();
  };
}

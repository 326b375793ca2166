import { resolve, type Scope } from './bindings';
import { splitApi } from './path';
import type { PageRuntime } from './pageRuntime';
import type { Action } from './actionSchema';

/** What actions need from the app: routing, the API, a confirmation and a download. */
export interface ActionHost {
  navigate(to: string): void;
  call(method: string, url: string, body: unknown): Promise<unknown>;
  confirm(text: string): Promise<boolean>;
  download(url: string): void;
}

/** Carries out an action with its bindings resolved against the scope of the click. */
export async function runAction(action: Action, scope: Scope, runtime: PageRuntime, host: ActionHost): Promise<void> {
  const a = resolve(action, scope);
  switch (a.action) {
    case 'navigate':
      host.navigate(a.to);
      return;
    case 'dialog':
      runtime.openDialog(a.dialog);
      return;
    case 'setState':
      runtime.setState(a.key, a.value);
      return;
    case 'download':
      host.download(a.url);
      return;
    case 'api': {
      if (a.confirm && !(await host.confirm(a.confirm))) return;
      const [method, url] = splitApi(a.api);
      await host.call(method, url, a.body);
      await runtime.refresh(a.refresh);
      return;
    }
  }
}

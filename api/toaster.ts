import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

/** One toaster for the whole app, created on first use. */
export function showToast(message: string, intent: Intent = 'none'): void {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 });
  void toaster.then((t) => t.show({ message, intent, timeout: 4000 }));
}

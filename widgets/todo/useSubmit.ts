import { useState } from 'react';
import { RequestFailure } from '../../api/request';

/**
 * Sends a dialog's change once at a time and calls `onDone` when the server took it. A refusal was shown
 * already by the request layer (a toast with the server's localized message), so the dialog keeps what was
 * typed and nothing else changes.
 */
export function useSubmit(onDone: () => void): { busy: boolean; submit(call: () => Promise<unknown>): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const submit = async (call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await call();
      onDone();
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

import type { Intent } from '@blueprintjs/core';

/** The list's state tag: 0 Abnormal, 5 Interrupt, anything else Normal (spec-digest 000 §4). */
export function stateTag(state: number | null | undefined): { key: string; intent: Intent } {
  if (state === 0) return { key: 'navigator.state.abnormal', intent: 'danger' };
  if (state === 5) return { key: 'navigator.state.interrupt', intent: 'warning' };
  return { key: 'navigator.state.normal', intent: 'success' };
}

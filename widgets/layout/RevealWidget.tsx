import { useEffect, useState } from 'react';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import type { RevealProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    reveal: RevealProps;
  }
}

/**
 * Children that step away and come back when a binding changes (spec-digest 001 §2.2: choosing another inverter
 * hides the detail panel and shows it again after 250 ms), so the operator sees the panel change.
 */
export function RevealWidget({ props, runtime, children }: WidgetRenderProps<RevealProps>) {
  const key = JSON.stringify(props.on ?? null);
  const [shown, setShown] = useState(key);
  useEffect(() => {
    if (key === shown) return;
    return runtime.polling.later(props.delayMs ?? 250, () => setShown(key));
  }, [key, shown, props.delayMs, runtime]);
  return key === shown ? <>{children}</> : null;
}

registerWidget('reveal', RevealWidget);

import { useEffect, useState } from 'react';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import type { RevealProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    reveal: RevealProps;
  }
}

/**
 * Children that step away and come back when a binding changes (spec 001 §2.2: choosing another inverter
 * hides the detail panel and shows it again after 250 ms), so the operator sees the panel change.
 */
export function RevealWidget({ props, children }: WidgetRenderProps<RevealProps>) {
  const key = JSON.stringify(props.on ?? null);
  const [shown, setShown] = useState(key);
  useEffect(() => {
    if (key === shown) return;
    const timer = setTimeout(() => setShown(key), props.delayMs ?? 250);
    return () => clearTimeout(timer);
  }, [key, shown, props.delayMs]);
  return key === shown ? <>{children}</> : null;
}

registerWidget('reveal', RevealWidget);

import { Switch } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

/** An on/off field stored as 1 or 0. */
export function SwitchWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  return (
    <Switch
      id={id}
      checked={Number(value) === 1}
      disabled={disabled || readonly}
      onChange={(e) => onChange(e.currentTarget.checked ? 1 : 0)}
    />
  );
}

import { TextArea } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

export function TextareaWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  return (
    <TextArea
      id={id}
      fill
      rows={3}
      value={value ?? ''}
      disabled={disabled || readonly}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

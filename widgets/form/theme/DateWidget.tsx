import type { WidgetProps } from '@rjsf/utils';
import { DayInput } from '../../date/DayInput';

/** A `date` field (yyyy-MM-dd) shown and typed in the reader's format; emptied, it is undefined. */
export function DateWidget({ id, value, label, disabled, readonly, rawErrors, onChange }: WidgetProps) {
  return (
    <DayInput
      id={id}
      day={typeof value === 'string' ? value : ''}
      label={label}
      disabled={disabled || readonly}
      intent={rawErrors?.length ? 'danger' : 'none'}
      fill
      onChange={(day) => onChange(day || undefined)}
    />
  );
}

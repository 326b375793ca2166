import { Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The months of the year a tariff applies in, named in the reader's language. */
export function MonthsWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { i18n } = useTranslation();
  const chosen = new Set(Array.isArray(value) ? (value as number[]) : []);
  const name = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  return (
    <div className="portal-form-months" id={id}>
      {MONTHS.map((m) => (
        <Checkbox
          key={m}
          inline
          label={name.format(Date.UTC(2026, m - 1, 15))}
          checked={chosen.has(m)}
          disabled={disabled || readonly}
          onChange={() => onChange(MONTHS.filter((x) => (x === m ? !chosen.has(m) : chosen.has(x))))}
        />
      ))}
    </div>
  );
}

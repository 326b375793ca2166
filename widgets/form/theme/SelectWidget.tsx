import { HTMLSelect } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** A choice from the schema's enum (or the options a custom widget passes). */
export function SelectWidget({ id, value, options, disabled, readonly, onChange, required }: WidgetProps) {
  const { t } = useTranslation();
  const choices = (options.enumOptions ?? []) as { label: string; value: unknown }[];
  return (
    <HTMLSelect
      id={id}
      fill
      value={value === undefined || value === null ? '' : String(value)}
      disabled={disabled || readonly}
      onChange={(e) => {
        const chosen = choices.find((c) => String(c.value) === e.target.value);
        onChange(chosen ? chosen.value : undefined);
      }}
    >
      {(!required || value === undefined || value === null) && <option value="">{t('crud.none')}</option>}
      {choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A filter choosing one value, "all" first. */
export function FilterSelect(props: {
  label: string;
  value: string;
  choices: { value: unknown; label: string }[];
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <HTMLSelect value={props.value} onChange={(e) => props.onChange(e.target.value)} aria-label={props.label}>
      <option value="">{`${props.label}: ${t('navigator.filter.all')}`}</option>
      {props.choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

import { ControlGroup, InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { EntityFormContext } from './formContext';

const number = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/**
 * Latitude and longitude side by side (the field holds the longitude; `pair` names the latitude field).
 * Pasting "51.21, 10.52" as copied from a map fills both.
 */
export function CoordinatesWidget({ id, value, options, onChange, disabled, readonly, registry }: WidgetProps) {
  const { t } = useTranslation();
  const form = registry.formContext as EntityFormContext;
  const pair = String(options.pair);
  const paste = (text: string) => {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
    if (!m) return false;
    form.setField(pair, Number(m[1]));
    onChange(Number(m[2]));
    return true;
  };
  return (
    <ControlGroup fill id={id}>
      <InputGroup
        type="text"
        inputMode="decimal"
        leftElement={<span className="portal-input-prefix">{t('crud.latitude')}</span>}
        value={form.data[pair] === undefined || form.data[pair] === null ? '' : String(form.data[pair])}
        disabled={disabled || readonly}
        onPaste={(e) => paste(e.clipboardData.getData('text')) && e.preventDefault()}
        onChange={(e) => form.setField(pair, number(e.target.value))}
        aria-label={t('crud.latitude')}
      />
      <InputGroup
        type="text"
        inputMode="decimal"
        leftElement={<span className="portal-input-prefix">{t('crud.longitude')}</span>}
        value={value === undefined || value === null ? '' : String(value)}
        disabled={disabled || readonly}
        onPaste={(e) => paste(e.clipboardData.getData('text')) && e.preventDefault()}
        onChange={(e) => onChange(number(e.target.value))}
        aria-label={t('crud.longitude')}
      />
    </ControlGroup>
  );
}

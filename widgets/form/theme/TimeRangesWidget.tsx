import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

interface TimeRange {
  start: string;
  end: string;
}

/**
 * Time ranges of a day ("08:00" to "12:00"), added up to the schema's maximum and removed one by one. Both ends
 * are typed on the 24-hour clock (docs/formats.md): a native time input would follow the browser's locale (AM/PM).
 */
export function TimeRangesWidget({ id, value, schema, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const ranges = (Array.isArray(value) ? value : []) as TimeRange[];
  const max = Number(schema.maxItems ?? 10);
  const set = (i: number, patch: Partial<TimeRange>) => onChange(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const locked = disabled || readonly;
  return (
    <div className="portal-form-ranges" id={id}>
      {ranges.map((r, i) => (
        <ControlGroup key={i}>
          <InputGroup
            type="text"
            placeholder="00:00"
            pattern="([01]\d|2[0-3]):[0-5]\d"
            value={r.start ?? ''}
            disabled={locked}
            onChange={(e) => set(i, { start: e.target.value })}
            aria-label={t('crud.rangeStart')}
          />
          <span className="portal-form-range-dash">–</span>
          <InputGroup
            type="text"
            placeholder="24:00"
            pattern="([01]\d|2[0-3]):[0-5]\d|24:00"
            value={r.end ?? ''}
            disabled={locked}
            onChange={(e) => set(i, { end: e.target.value })}
            aria-label={t('crud.rangeEnd')}
          />
          <Button
            icon="cross"
            variant="minimal"
            disabled={locked}
            onClick={() => onChange(ranges.filter((_, j) => j !== i))}
            aria-label={t('crud.rangeRemove')}
          />
        </ControlGroup>
      ))}
      <Button
        icon="add"
        variant="minimal"
        text={t('crud.rangeAdd', { count: ranges.length, max })}
        disabled={locked || ranges.length >= max}
        onClick={() => onChange([...ranges, { start: '', end: '' }])}
      />
    </div>
  );
}

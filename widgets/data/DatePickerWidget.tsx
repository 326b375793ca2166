import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useNow } from '../../engine/clock';
import type { DatePickerProps } from './props';
import { DayInput } from '../date/DayInput';

declare module '../../engine/registry' {
  interface WidgetProps {
    'date-picker': DatePickerProps;
  }
}

/** Today in a time zone as yyyy-MM-dd (the station's day, not the browser's). */
export function dayIn(timeZone: string | undefined, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone || undefined,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The station's day moves on at its midnight; a minute late is soon enough for a default and a limit. */
const TODAY_PERIOD_MS = 60_000;

/**
 * A day for the page's curves (spec-digest 001 §2.1), in the reader's format, chosen from the calendar only (not typed, not
 * cleared), no future day, today of the station by default. The day goes to a page-state key.
 */
export const DatePickerWidget = observer(function DatePickerWidget({ props, runtime }: WidgetRenderProps<DatePickerProps>) {
  const { t } = useTranslation();
  const now = useNow(TODAY_PERIOD_MS);
  const today = dayIn(typeof props.timeZone === 'string' ? props.timeZone : undefined, new Date(now));
  const day = String(runtime.state[props.state] ?? today);
  const key = props.state;
  const onPick = useCallback((picked: string) => runtime.setState(key, picked), [runtime, key]);
  return (
    <DayInput
      className="portal-date-picker"
      day={day}
      maxDay={today}
      pickOnly
      label={t(props.label ?? 'widget.date.day')}
      onChange={onPick}
    />
  );
});

registerWidget('date-picker', DatePickerWidget);

import { memo, useCallback } from 'react';
import { DateInput } from '@blueprintjs/datetime';
import type { Locale } from 'date-fns';
import { da, de, enUS, es, pl, zhCN } from 'date-fns/locale';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useNow } from '../../engine/clock';
import type { DatePickerProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'date-picker': DatePickerProps;
  }
}

/** Calendars in the portal's languages (Blueprint would otherwise fetch date-fns locales by name). */
const CALENDAR_LOCALES: Record<string, Locale> = { zh: zhCN, en: enUS, de, da, es, pl };

/** Today in a time zone as yyyy-MM-dd (the station's day, not the browser's). */
export function dayIn(timeZone: string | undefined, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone || undefined,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

interface DayInputProps {
  /** The day shown, yyyy-MM-dd. */
  day: string;
  /** The station's today, the last day that may be chosen. */
  today: string;
  language: string;
  label: string;
  onPick(day: string): void;
}

/** The calendar input; it lays itself out when drawn, so it is drawn again only when what it shows changed. */
const DayInput = memo(function DayInput({ day, today, language, label, onPick }: DayInputProps) {
  return (
    <DateInput
      className="portal-date-picker"
      value={`${day}T00:00:00`}
      dateFnsFormat="yyyy-MM-dd"
      locale={CALENDAR_LOCALES[language.slice(0, 2)] ?? enUS}
      maxDate={new Date(`${today}T23:59:59`)}
      minDate={new Date('2000-01-01T00:00:00')}
      canClearSelection={false}
      showActionsBar={false}
      highlightCurrentDay
      inputProps={{ readOnly: true, 'aria-label': label, leftIcon: 'calendar' }}
      popoverProps={{ placement: 'bottom-start' }}
      onChange={(value) => {
        if (value) onPick(value.slice(0, 10));
      }}
    />
  );
});

/** The station's day moves on at its midnight; a minute late is soon enough for a default and a limit. */
const TODAY_PERIOD_MS = 60_000;

/**
 * A day for the page's curves (spec 001 §2.1): yyyy-MM-dd, chosen from the calendar only (not typed, not
 * cleared), no future day, today of the station by default. The day goes to a page-state key.
 */
export const DatePickerWidget = observer(function DatePickerWidget({ props, runtime }: WidgetRenderProps<DatePickerProps>) {
  const { t, i18n } = useTranslation();
  const now = useNow(TODAY_PERIOD_MS);
  const today = dayIn(typeof props.timeZone === 'string' ? props.timeZone : undefined, new Date(now));
  const day = String(runtime.state[props.state] ?? today);
  const key = props.state;
  const onPick = useCallback((picked: string) => runtime.setState(key, picked), [runtime, key]);
  return (
    <DayInput day={day} today={today} language={i18n.language} label={t(props.label ?? 'widget.date.day')} onPick={onPick} />
  );
});

registerWidget('date-picker', DatePickerWidget);

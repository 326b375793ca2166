import { DateInput } from '@blueprintjs/datetime';
import type { Locale } from 'date-fns';
import { da, de, enUS, es, pl, zhCN } from 'date-fns/locale';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
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

/**
 * A day for the page's curves (spec 001 §2.1): yyyy-MM-dd, chosen from the calendar only (not typed, not
 * cleared), no future day, today of the station by default. The day goes to a page-state key.
 */
export const DatePickerWidget = observer(function DatePickerWidget({ props, runtime }: WidgetRenderProps<DatePickerProps>) {
  const { t, i18n } = useTranslation();
  const today = dayIn(typeof props.timeZone === 'string' ? props.timeZone : undefined);
  const day = String(runtime.state[props.state] ?? today);
  return (
    <DateInput
      className="portal-date-picker"
      value={`${day}T00:00:00`}
      dateFnsFormat="yyyy-MM-dd"
      locale={CALENDAR_LOCALES[i18n.language.slice(0, 2)] ?? enUS}
      maxDate={new Date(`${today}T23:59:59`)}
      minDate={new Date('2000-01-01T00:00:00')}
      canClearSelection={false}
      showActionsBar={false}
      highlightCurrentDay
      inputProps={{ readOnly: true, 'aria-label': t(props.label ?? 'widget.date.day'), leftIcon: 'calendar' }}
      popoverProps={{ placement: 'bottom-start' }}
      onChange={(value) => {
        if (value) runtime.setState(props.state, value.slice(0, 10));
      }}
    />
  );
});

registerWidget('date-picker', DatePickerWidget);

import { memo, useCallback } from 'react';
import type { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import type { Locale } from 'date-fns';
import { da, de, enUS, es, pl, zhCN } from 'date-fns/locale';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './dayInput.css';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from '../../shared/dates';

/** Calendars in the portal's languages (Blueprint would otherwise fetch date-fns locales by name). */
const CALENDAR_LOCALES: Record<string, Locale> = { zh: zhCN, en: enUS, de, da, es, pl };

/** A local Date's calendar day as yyyy-MM-dd: the calendar hands out local midnights. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface DayInputProps {
  /** The day shown, yyyy-MM-dd, or '' for none. */
  day: string;
  /** Called with the day picked or typed (yyyy-MM-dd), or '' once the text is cleared. */
  onChange(day: string): void;
  /** Accessible name of the input. */
  label?: string;
  /** The first and last day that may be chosen, yyyy-MM-dd. */
  minDay?: string;
  maxDay?: string;
  /** Chosen from the calendar only, never typed or cleared. */
  pickOnly?: boolean;
  intent?: Intent;
  disabled?: boolean;
  fill?: boolean;
  id?: string;
  className?: string;
}

/**
 * A day in the reader's format (docs/formats.md: 2026-11-25, 25 Nov 2026, 25.11.2026, ...), typed in that
 * format or picked from a calendar in his language. A native date input would follow the browser's locale
 * ("mm/dd/yyyy" in an English Chrome), not the portal's language.
 */
export const DayInput = memo(function DayInput({
  day,
  onChange,
  label,
  minDay = '2000-01-01',
  maxDay,
  pickOnly = false,
  intent = 'none',
  disabled,
  fill,
  id,
  className,
}: DayInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.slice(0, 2);
  const formatDate = useCallback((date: Date) => formatDay(dayOf(date), language), [language]);
  const parseDate = useCallback(
    (text: string) => {
      const parsed = parseDay(text, language);
      return parsed ? new Date(`${parsed}T00:00:00`) : false;
    },
    [language],
  );
  return (
    <DateInput
      className={['portal-day-input', fill && 'portal-day-fill', className].filter(Boolean).join(' ')}
      value={day ? `${day}T00:00:00` : null}
      formatDate={formatDate}
      parseDate={parseDate}
      locale={CALENDAR_LOCALES[language] ?? enUS}
      minDate={new Date(`${minDay}T00:00:00`)}
      maxDate={new Date(`${maxDay ?? `${new Date().getFullYear() + 10}-12-31`}T23:59:59`)}
      canClearSelection={!pickOnly}
      showActionsBar={false}
      highlightCurrentDay
      disabled={disabled}
      fill={fill}
      placeholder={t('widget.date.placeholder')}
      invalidDateMessage={t('widget.date.invalid')}
      outOfRangeMessage={t('widget.date.outOfRange')}
      inputProps={{ id, readOnly: pickOnly, 'aria-label': label, leftIcon: 'calendar', ...(intent === 'none' ? {} : { intent }) }}
      popoverProps={{ placement: 'bottom-start' }}
      onChange={(value) => {
        if (value || !pickOnly) onChange(value ? value.slice(0, 10) : '');
      }}
    />
  );
});

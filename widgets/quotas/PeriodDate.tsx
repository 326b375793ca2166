import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../api/quotas';

const YEARS = 10;

/**
 * The year, month and day of a period as drop-downs in the reader's language (a native month or date
 * input speaks the browser's language, not the portal's), never later than today.
 */
export function PeriodDate({
  period,
  date,
  today,
  onChange,
}: {
  period: Period;
  date: string;
  today: string;
  onChange(date: string): void;
}) {
  const { t, i18n } = useTranslation();
  const [y, m = '01', d = '01'] = date.split('-');
  const thisYear = Number(today.slice(0, 4));
  const lastMonth = Number(y) === thisYear ? Number(today.slice(5, 7)) : 12;
  const daysInMonth = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
  const lastDay = `${y}-${m}` === today.slice(0, 7) ? Number(today.slice(8, 10)) : daysInMonth;
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const pad = (n: number) => String(n).padStart(2, '0');
  const set = (year: string, month: string, day: string) => {
    const latest = year === String(thisYear) ? today : `${year}-12-31`;
    let next = `${year}-${month}-${day}`;
    const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    if (Number(day) > days) next = `${year}-${month}-${pad(days)}`;
    if (next > latest) next = latest;
    onChange(period === 'year' ? year : period === 'month' ? next.slice(0, 7) : next);
  };
  return (
    <span className="portal-quota-date" role="group" aria-label={t('quota.date')}>
      <HTMLSelect
        aria-label={t('quota.periods.year')}
        value={y}
        options={Array.from({ length: YEARS }, (_, i) => String(thisYear - i))}
        onChange={(e) => set(e.currentTarget.value, m, d)}
      />
      {period !== 'year' && (
        <HTMLSelect
          aria-label={t('quota.periods.month')}
          value={m}
          options={Array.from({ length: lastMonth }, (_, i) => ({
            value: pad(i + 1),
            label: monthName.format(new Date(Date.UTC(2000, i, 1))),
          }))}
          onChange={(e) => set(y!, e.currentTarget.value, d)}
        />
      )}
      {period === 'day' && (
        <HTMLSelect
          aria-label={t('quota.periods.day')}
          value={d}
          options={Array.from({ length: lastDay }, (_, i) => pad(i + 1))}
          onChange={(e) => set(y!, m, e.currentTarget.value)}
        />
      )}
    </span>
  );
}

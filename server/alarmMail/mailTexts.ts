import type { TFunction } from 'i18next';
import type { StoredEvent } from '../telemetry/eventLog';
import type { StationFacts } from '../telemetry/pointRegistry';
import { eventText } from '../alarms/eventText';

/** One plain-text mail, in the reader's language. */
export interface Mail {
  subject: string;
  text: string;
}

export type StationOf = (psId: number) => StationFacts | undefined;

/** Alarms gathered for one reader: all are counted, only the first few are kept to be listed. */
export interface Gathered {
  count: number;
  byLevel: Map<number, number>;
  byStation: Map<number, number>;
  first: StoredEvent[];
}

/** Alarms a summary or digest lists one by one; the rest are only counted. */
export const LISTED = 20;

const levelName = (t: TFunction, level: number) => String(t(`alarms.level.${level}`));

/** Local time of the station, as the event list's export writes it, with the zone named: readers are anywhere. */
function stationTime(ms: number, station: StationFacts | undefined): string {
  const zone = station?.timeZone ?? 'UTC';
  return `${new Date(ms).toLocaleString('sv-SE', { timeZone: zone })} (${zone})`;
}

function facts(e: StoredEvent, station: StationFacts | undefined, t: TFunction) {
  const params = JSON.parse(e.content_params) as { device?: string };
  const psName = station?.psName ?? String(e.ps_id);
  return {
    time: stationTime(e.event_time, station),
    station: psName,
    // Station points name the station as their device (alarmRules.ts); rows without one do the same here.
    device: params.device ?? psName,
    level: levelName(t, e.level),
    content: eventText(t, e),
  };
}

function line(e: StoredEvent, stationOf: StationOf, t: TFunction): string {
  const f = facts(e, stationOf(e.ps_id), t);
  return `- ${f.time}  ${f.level}  ${f.station}  ${f.content}`;
}

function listed(events: StoredEvent[], total: number, stationOf: StationOf, t: TFunction): string[] {
  const lines = events.slice(0, LISTED).map((e) => line(e, stationOf, t));
  if (total > lines.length) lines.push(String(t('mail.more', { count: total - lines.length })));
  return lines;
}

const withFooter = (t: TFunction, lines: string[]) => [...lines, '', '--', String(t('mail.footer'))].join('\n');

/** One alarm: what, where and when, each on its own line. */
export function alarmMail(t: TFunction, e: StoredEvent, station: StationFacts | undefined): Mail {
  const f = facts(e, station, t);
  return {
    subject: String(t('mail.alarm.subject', { level: f.level, station: f.station, device: f.device })),
    text: withFooter(t, [
      String(t('mail.alarm.intro')),
      '',
      `${t('mail.field.time')}: ${f.time}`,
      `${t('mail.field.station')}: ${f.station}`,
      `${t('mail.field.device')}: ${f.device}`,
      `${t('mail.field.level')}: ${f.level}`,
      `${t('mail.field.content')}: ${f.content}`,
    ]),
  };
}

/** Many alarms at once (a flood): counts by level and station, then the first ones. */
export function summaryMail(t: TFunction, g: Gathered, stationOf: StationOf): Mail {
  const levels = [...g.byLevel].sort(([a], [b]) => b - a).map(([level, n]) => `- ${levelName(t, level)}: ${n}`);
  const stations = [...g.byStation]
    .sort(([, a], [, b]) => b - a)
    .map(([psId, n]) => `- ${stationOf(psId)?.psName ?? psId}: ${n}`);
  return {
    subject: String(t('mail.summary.subject', { count: g.count })),
    text: withFooter(t, [
      String(t('mail.summary.intro', { count: g.count })),
      '',
      String(t('mail.summary.byLevel')),
      ...levels,
      '',
      String(t('mail.summary.byStation')),
      ...stations,
      '',
      String(t('mail.summary.first')),
      ...listed(g.first, g.count, stationOf, t),
    ]),
  };
}

/** What a digest reports: the day's occurrences by station and level, and what still stands. */
export interface DigestFacts {
  day: string;
  counts: { psId: number; level: number; n: number }[];
  active: StoredEvent[];
  activeTotal: number;
}

export function digestMail(t: TFunction, d: DigestFacts, stationOf: StationOf): Mail {
  const byStation = new Map<number, Map<number, number>>();
  for (const c of d.counts) byStation.set(c.psId, (byStation.get(c.psId) ?? new Map()).set(c.level, c.n));
  const counted = [...byStation].map(([psId, levels]) => {
    const parts = [...levels].sort(([a], [b]) => b - a).map(([level, n]) => `${levelName(t, level)} ${n}`);
    return `- ${stationOf(psId)?.psName ?? psId}: ${parts.join(', ')}`;
  });
  return {
    subject: String(t('mail.digest.subject', { day: d.day })),
    text: withFooter(t, [
      String(t('mail.digest.intro', { day: d.day })),
      ...(counted.length ? counted : [String(t('mail.digest.quiet'))]),
      '',
      String(t(d.activeTotal ? 'mail.digest.active' : 'mail.digest.noneActive', { count: d.activeTotal })),
      ...listed(d.active, d.activeTotal, stationOf, t),
    ]),
  };
}

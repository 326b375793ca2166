/** A measured point as the point list shows it. */
export interface PointRow {
  name: string;
  unit: string;
  value: number | null;
  kind: 'analog' | 'state';
  /** Not 'good': the value is shown dimmed with its age, never as if it were live (DESIGN.md, Browser). */
  stale: boolean;
  time: number | null;
}

/**
 * Reads a point given as `{name, unit, value, kind}` or in the server's form (`pointName`, `pointUnit`,
 * `pointValue`, `quality`, `time`), so a page binds `${data.points.YC}` as it comes.
 */
export function toPointRow(raw: unknown, kind: 'analog' | 'state' = 'analog'): PointRow {
  const p = (raw ?? {}) as Record<string, unknown>;
  const value = p.value ?? p.pointValue;
  const quality = p.quality;
  return {
    name: String(p.name ?? p.pointName ?? ''),
    unit: String(p.unit ?? p.pointUnit ?? ''),
    value: typeof value === 'number' && Number.isFinite(value) ? value : null,
    kind: p.kind === 'state' || p.kind === 'analog' ? p.kind : kind,
    stale: typeof quality === 'string' && quality !== 'good',
    time: typeof p.time === 'number' ? p.time : null,
  };
}

/** "12 minutes ago" in the reader's language, from the browser's own wording. */
export function ageText(time: number, now: number, locale: string): string {
  const minutes = Math.max(0, Math.round((now - time) / 60_000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), 'hour');
  return format.format(-Math.round(minutes / 1440), 'day');
}

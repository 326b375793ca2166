/** A measured point as the point list shows it. */
export interface PointRow {
  name: string;
  unit: string;
  value: number | null;
  kind: 'analog' | 'state';
}

/**
 * Reads a point given as `{name, unit, value, kind}` or in the server's form (`pointName`, `pointUnit`,
 * `pointValue`, `quality`, `time`), so a page binds `${data.points.YC}` as it comes.
 */
export function toPointRow(raw: unknown, kind: 'analog' | 'state' = 'analog'): PointRow {
  const p = (raw ?? {}) as Record<string, unknown>;
  const value = p.value ?? p.pointValue;
  return {
    name: String(p.name ?? p.pointName ?? ''),
    unit: String(p.unit ?? p.pointUnit ?? ''),
    value: typeof value === 'number' && Number.isFinite(value) ? value : null,
    kind: p.kind === 'state' || p.kind === 'analog' ? p.kind : kind,
  };
}

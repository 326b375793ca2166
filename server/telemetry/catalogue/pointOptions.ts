import type { TFunction } from 'i18next';

/**
 * The control choices the catalogue ships (pointTables.ts `options`) by their English label, with their
 * locale keys `pointOption.<key>`. A label an administrator wrote is not among them and stays as written.
 */
const SHIPPED_LABELS: Readonly<Record<string, string>> = {
  Stop: 'stop',
  Start: 'start',
  'Emergency stop': 'emergencyStop',
  Reset: 'reset',
  Open: 'open',
  Close: 'close',
};

export const SHIPPED_OPTION_KEYS: readonly string[] = Object.values(SHIPPED_LABELS);

/** A control choice's label in the reader's language while it is the catalogue's. */
export function optionLabel(t: TFunction, label: string): string {
  const key = SHIPPED_LABELS[label];
  return key ? t(`pointOption.${key}`) : label;
}

const PAIR = /^(.+?)-(-?\d+(?:\.\d+)?)$/;

/** A point's options text ("Stop-0,Start-1") with the catalogue's labels in the reader's language. */
export function pointOptions(t: TFunction, options: string | null | undefined): string | null {
  if (!options) return options ?? null;
  return options
    .split(/[,，]/)
    .map((pair) => {
      const match = PAIR.exec(pair.trim());
      return match ? `${optionLabel(t, match[1]!)}-${match[2]}` : pair;
    })
    .join(',');
}

/** A command value as the audit stored it ("Start (1)", controlPoint.ts describeValue), read in the reader's language. */
export function commandValue(t: TFunction, value: string): string {
  const match = /^(.+) \((-?\d+(?:\.\d+)?)\)$/.exec(value);
  return match ? `${optionLabel(t, match[1]!)} (${match[2]})` : value;
}

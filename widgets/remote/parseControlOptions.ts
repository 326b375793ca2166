/** One choice of a switch (YK) point: its command value and either the station's own label or an i18n key. */
export type ControlOption = { value: string; label: string } | { value: string; labelKey: string };

/** What a switch offers when its point table names no choices (spec-digest 001 §2.4): 0 open (trip), 1 close. */
export const DEFAULT_CONTROL_OPTIONS: readonly ControlOption[] = [
  { value: '0', labelKey: 'remote.option.open' },
  { value: '1', labelKey: 'remote.option.close' },
];

/**
 * The value follows the LAST dash of a pair, so a label may carry dashes of its own ("Auto-Manual-1" is
 * "Auto-Manual" with value 1). A dash right before that one makes the value negative ("Reverse--1").
 */
const PAIR = /^(.+?)-(-?[^-]+)$/;

/**
 * The choices of a switch point from its options text, "label-value" pairs joined by commas
 * ("分闸-0,合闸-1"). An empty or missing text gives the default open/close pair; a pair without a dash is
 * its own label and value; empty pairs are skipped.
 */
export function parseControlOptions(text: string | null | undefined): ControlOption[] {
  const pairs = (text ?? '')
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pairs.length === 0) return [...DEFAULT_CONTROL_OPTIONS];
  return pairs.map((pair) => {
    const match = PAIR.exec(pair);
    return match ? { label: match[1]!.trim(), value: match[2]!.trim() } : { label: pair, value: pair };
  });
}

/** The select of a switch is locked when there is nothing to choose or the selection awaits execution. */
export function isOptionSelectDisabled(options: readonly ControlOption[], awaitingExecute: boolean): boolean {
  return options.length <= 1 || awaitingExecute;
}

/**
 * Quota catalogues count energy in 万kWh (ten thousand kWh), as Chinese reports do. Readers of every other
 * language get those figures in MWh: the value times ten, one decimal fewer, so the digits stay the same.
 */
export interface QuotaUnitView {
  /** Unit id whose text is the i18n key quotaUnit.<unit>. */
  unit: string;
  /** Multiplier from the stored value to the shown one. */
  factor: number;
  /** Decimals shown. */
  fixed: number;
}

export function quotaUnitIn(unit: string, fixed: number, locale: string | undefined): QuotaUnitView {
  if (unit === 'tenThousandKwh' && !(locale ?? 'zh').toLowerCase().startsWith('zh'))
    return { unit: 'mwh', factor: 10, fixed: Math.max(0, fixed - 1) };
  return { unit, factor: 1, fixed };
}

/** A stored quota value as shown; null stays null. */
export function quotaShown(value: number | null | undefined, view: QuotaUnitView): number | null {
  return value === null || value === undefined ? null : value * view.factor;
}

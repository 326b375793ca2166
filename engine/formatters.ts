/** Unit rules of spec 000 §9: kW/kWh with 2 decimals, MW/MWh with 3, ten-thousand units with 4 (energy: 2). */

export interface Scaled {
  value: number;
  unit: string;
  /** Decimals the unit is shown with. */
  digits: number;
}

/** Power in kW below 1000, else MW. */
export function scalePower(kw: number): Scaled {
  return Math.abs(kw) >= 1000 ? { value: kw / 1000, unit: 'MW', digits: 3 } : { value: kw, unit: 'kW', digits: 2 };
}

/** Energy in kWh below 1000, MWh below 10000, else ten-thousand kWh (spec 000 §9, automatic energy unit). */
export function scaleEnergy(kwh: number): Scaled {
  const a = Math.abs(kwh);
  if (a < 1000) return { value: kwh, unit: 'kWh', digits: 2 };
  if (a < 10000) return { value: kwh / 1000, unit: 'MWh', digits: 3 };
  return { value: kwh / 10000, unit: '10k kWh', digits: 2 };
}

/** Decimals a unit is shown with: 2 for k-units and ten-thousand energy, 3 for M-units. */
export function unitDigits(unit: string): number {
  return /^M/.test(unit) ? 3 : 2;
}

export function formatScaled(s: Scaled, locale?: string): string {
  return `${s.value.toLocaleString(locale, { minimumFractionDigits: s.digits, maximumFractionDigits: s.digits })} ${s.unit}`;
}

export const formatPower = (kw: number, locale?: string) => formatScaled(scalePower(kw), locale);
export const formatEnergy = (kwh: number, locale?: string) => formatScaled(scaleEnergy(kwh), locale);

/** A capacity in its own unit (kWp for PV, kW otherwise, kWh for batteries), scaled to M from 1000. */
export function formatCapacity(value: number, unit: 'kWp' | 'kW' | 'kWh', locale?: string): string {
  if (Math.abs(value) >= 1000) {
    const mega = unit.replace(/^k/, 'M');
    return `${(value / 1000).toLocaleString(locale, { maximumFractionDigits: 3 })} ${mega}`;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: 2 })} ${unit}`;
}

/** A number with a fixed count of decimals. */
export function formatFixed(value: number, digits: number, locale?: string): string {
  return value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

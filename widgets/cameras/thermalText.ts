import type { TFunction } from 'i18next';
import { formatFixed } from '../../shared/formatters';
import type { ThermalRegionDto } from '../../shared/cameraDto';

/** What a region is and its reading: "String 5 · 3.58 A · weak", "Battery cluster 2 · cells up to 28.1 °C". */
export function regionText(region: ThermalRegionDto, t: TFunction, locale: string): string {
  const name =
    region.kind === 'string'
      ? t('widget.thermal.string', { n: region.branch ?? '?' })
      : (region.name ?? t('widget.thermal.container'));
  const reading =
    region.reading === null
      ? null
      : region.unit === 'A'
        ? `${formatFixed(region.reading, 2, locale)} A`
        : t('widget.thermal.cells', { temp: `${formatFixed(region.reading, 1, locale)} °C` });
  const state = region.state === 'normal' ? null : t(`widget.thermal.state.${region.state}`);
  return [name, reading, state].filter(Boolean).join(' · ');
}

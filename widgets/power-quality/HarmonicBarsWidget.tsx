import { useMemo, useState } from 'react';
import { NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { FreshValue } from '../../engine/FreshValue';
import { usePlantZone } from '../../engine/plantZone';
import { formatFixed } from '../../shared/formatters';
import { HARMONIC_QUANTITIES, PHASES, type HarmonicQuantity, type Phase } from '../../shared/powerQuality';
import { harmonicBarsOf } from './harmonicBars';
import { buildHarmonicBarsOption } from './harmonicBarsOption';
import type { HarmonicBarsProps } from './props';
import './powerQuality.css';
import { LazyEChart } from '../chart/LazyEChart';

// ECharts loads with the first chart, as the chart widget's does.
declare module '../../engine/registry' {
  interface WidgetProps {
    'harmonic-bars': HarmonicBarsProps;
  }
}

const DEFAULT_HEIGHT = 320;
const K = 'widget.powerQuality';

/**
 * A power-quality analyser's harmonic spectrum, orders 2 to 50, for one phase of the voltage or the current,
 * each order against its IEC 61000-2-2 compatibility level: the operator picks phase and quantity, a bar above
 * its level is red, and the line under the chart names the orders that exceed theirs.
 */
export function HarmonicBarsWidget({ props, freshness }: WidgetRenderProps<HarmonicBarsProps>) {
  const { t, i18n } = useTranslation();
  const zone = usePlantZone();
  const [quantity, setQuantity] = useState<HarmonicQuantity>(props.quantity ?? 'voltage');
  const [phase, setPhase] = useState<Phase>(props.phase ?? 'a');
  const spectrum = props.spectra?.[quantity];
  const bars = harmonicBarsOf(spectrum, phase);
  const locale = i18n.language;
  // Props are resolved afresh on every render; the option is rebuilt only when the bars or the language changed.
  const key = JSON.stringify(bars);
  const option = useMemo(
    () =>
      bars &&
      buildHarmonicBarsOption(
        bars,
        {
          content: t(`${K}.content`),
          aboveLevel: t(`${K}.aboveLevel`),
          level: t(`${K}.level`, { source: bars.limitSource ?? '' }),
          levelShort: t(`${K}.levelShort`),
          axisOrder: t(`${K}.axisOrder`),
          axisShare: t(`${K}.axisShare`),
          orderName: (order) => t(`${K}.orderName`, { order }),
        },
        locale,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, t, locale],
  );
  const height = props.height ?? DEFAULT_HEIGHT;
  const quantityName = t(`${K}.quantity.${quantity}`);
  const phaseName = t(`${K}.phase.${phase}`);

  let body;
  if (props.spectra === undefined || props.spectra === null) body = <Spinner size={24} style={{ height }} />;
  else if (!bars || !option) body = <NonIdealState icon="pulse" description={t(`${K}.noSpectrum`)} />;
  else
    body = (
      <div role="img" aria-label={t(`${K}.chartLabel`, { quantity: quantityName, phase: phaseName })}>
        <LazyEChart option={option} height={height} />
      </div>
    );

  return (
    <div
      className="portal-harmonic-bars"
      data-quantity={quantity}
      data-phase={phase}
      data-orders={bars ? `${bars.orders[0]}-${bars.orders[bars.orders.length - 1]}` : ''}
      data-levels={bars?.limits?.length ?? 0}
      data-violations={bars?.violations.join(',') ?? ''}
    >
      <div className="portal-harmonic-toolbar">
        <SegmentedControl
          size="small"
          aria-label={t(`${K}.phaseChoice`)}
          value={phase}
          onValueChange={(v) => setPhase(v as Phase)}
          options={PHASES.map((p) => ({ value: p, label: t(`${K}.phase.${p}`) }))}
        />
        <SegmentedControl
          size="small"
          aria-label={t(`${K}.quantityChoice`)}
          value={quantity}
          onValueChange={(v) => setQuantity(v as HarmonicQuantity)}
          options={HARMONIC_QUANTITIES.map((q) => ({ value: q, label: t(`${K}.quantity.${q}`) }))}
        />
        {bars && (
          <span className="portal-harmonic-thd">
            <span className="portal-muted">{t(`${K}.thd`)}</span>{' '}
            <FreshValue freshness={freshness('spectra', spectrum)} layout="inline" timeZone={zone}>
              <b>{bars.thd === null ? '—' : `${formatFixed(bars.thd, 2, locale)} %`}</b>
              {bars.thdLimit !== null && <span className="portal-muted"> / {formatFixed(bars.thdLimit, 0, locale)} %</span>}
            </FreshValue>
          </span>
        )}
      </div>
      {body}
      {bars && (
        <p className={`portal-harmonic-verdict${bars.violations.length ? ' is-violated' : ''}`}>
          {bars.limits === null
            ? t(`${K}.noLevels`)
            : bars.violations.length
              ? t(`${K}.overLevels`, { orders: bars.violations.map((o) => o.toLocaleString(locale)).join(', ') })
              : t(`${K}.withinLevels`)}
        </p>
      )}
    </div>
  );
}

registerWidget('harmonic-bars', HarmonicBarsWidget);

import { lazy, Suspense, useMemo } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { buildTurbineCurveOption } from './turbineCurveOption';
import type { TurbineCurveProps } from './props';

// ECharts loads with the first chart, as the chart widget's does.
const TurbineCurveCanvas = lazy(() => import('./TurbineCurveCanvas').then((m) => ({ default: m.TurbineCurveCanvas })));

declare module '../../engine/registry' {
  interface WidgetProps {
    'turbine-curve': TurbineCurveProps;
  }
}

const DEFAULT_HEIGHT = 360;

/** Each turbine's power against its wind speed today, over its type's reference power curve. */
export function TurbineCurveWidget({ props }: WidgetRenderProps<TurbineCurveProps>) {
  const { t, i18n } = useTranslation();
  // Props are resolved afresh on every render; the option is rebuilt only when the data has changed.
  const key = JSON.stringify([props.references, props.turbines]);
  const option = useMemo(
    () => buildTurbineCurveOption(props.references, props.turbines, t, i18n.language),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, t, i18n.language],
  );
  const height = props.height ?? DEFAULT_HEIGHT;
  const spinner = <Spinner aria-busy size={24} style={{ height }} />;
  // Not answered yet is a wait; answered without turbines is said in words.
  if (!Array.isArray(props.references)) return spinner;
  if (props.references.length === 0) return <NonIdealState icon="wind" description={t('home.wind.noTurbines')} />;
  return (
    <Suspense fallback={spinner}>
      <TurbineCurveCanvas option={option} height={height} />
    </Suspense>
  );
}

registerWidget('turbine-curve', TurbineCurveWidget);

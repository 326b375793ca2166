import { useMemo } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { buildChartOption } from '../chart/chartOption';
import type { DeviceCurvesProps } from './props';
import { LazyEChart } from '../chart/LazyEChart';

declare module '../../engine/registry' {
  interface WidgetProps {
    'device-curves': DeviceCurvesProps;
  }
}

/** Reads the groups of a deviceCurve answer; none before it answered. */
export function curveGroups(curves: DeviceCurvesProps['curves']) {
  return {
    dateList: Array.isArray(curves?.dateList) ? curves.dateList : [],
    groups: Array.isArray(curves?.groups) ? curves.groups : [],
  };
}

/**
 * A device's day curves, one chart per unit (a box transformer's power in kW beside its oil temperature in
 * °C), each with its own axis, so no quantity is read against another's scale. Names come localized.
 */
export function DeviceCurves({ props }: WidgetRenderProps<DeviceCurvesProps>) {
  const { t, i18n } = useTranslation();
  const key = JSON.stringify(props.curves);
  const options = useMemo(() => {
    const { dateList, groups } = curveGroups(props.curves);
    return groups.map((g) => ({
      unit: g.unit,
      option: buildChartOption(
        {
          categories: dateList,
          xAxis: 'category',
          series: g.series.map((s) => ({ name: s.name, data: s.data, slotQuality: s.slotQuality, unit: g.unit })),
          axes: [{ unit: g.unit }],
        },
        t,
        i18n.language,
        // Names are the server's, already in the reader's language.
        (name) => name,
      ),
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, t, i18n.language]);
  if (options.length === 0) return <NonIdealState icon="timeline-line-chart" description={t('engine.empty')} />;
  const height = props.height ?? 220;
  return (
    <div className="portal-device-curves">
      {options.map(({ unit, option }) => (
        <LazyEChart key={unit} option={option} height={height} />
      ))}
    </div>
  );
}

registerWidget('device-curves', DeviceCurves);

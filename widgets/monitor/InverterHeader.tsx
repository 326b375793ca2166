import { useEffect } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatFixed } from '../../shared/formatters';
import { inverterAt, inverterKey } from './inverterRules';
import type { InverterCard, InverterHeaderProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'inverter-header': InverterHeaderProps;
  }
}

/**
 * The header of one inverter (spec-digest 001 §2.1): place, name, peak power, model and serial number when known.
 * It finds the inverter among the plant's by its id (type + communication number), publishes it to a page
 * state key for the page's other sources, and with `pager` offers Previous and Next, with `list` Return (one step back, else the list).
 */
export const InverterHeaderWidget = observer(function InverterHeaderWidget({
  props,
  runtime,
}: WidgetRenderProps<InverterHeaderProps>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = Array.isArray(props.inverters) ? props.inverters : null;
  const at = list ? inverterAt(list, String(props.current ?? '')) : null;
  const key = at ? inverterKey(at.current) : null;
  useEffect(() => {
    // Moving to another inverter reloads its details: the sources follow this state key.
    if (at) runtime.setState(props.state, at.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!list) return null;
  if (!at) return <NonIdealState icon="search" title={t('widget.inverter.unknown')} />;
  const inv = at.current;
  const sn = props.sn === undefined || props.sn === null || props.sn === '' ? inv.sn : String(props.sn);
  // Paging replaces the history entry, so Return's one step back leaves the detail to where it was opened from.
  const go = (to: InverterCard) => navigate(`${props.pager!.replace(':id', inverterKey(to))}${search}`, { replace: true });
  // Spec-digest 001 §2.1: Return goes back one history step; a detail opened first (a link, a reload) has none in the
  // portal, and goes to the list instead of leaving it.
  const goBack = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(`${props.list}${search}`));
  const figure = (label: string, value: unknown) => (
    <div>
      <dt>{t(label)}</dt>
      <dd>{value === null || value === undefined || value === '' ? '—' : String(value)}</dd>
    </div>
  );
  return (
    <div className="portal-inverter-header">
      <h3>{String(inv.equipName ?? inverterKey(inv))}</h3>
      <dl>
        {figure('widget.inverter.place', inv.place)}
        {figure(
          'widget.inverter.peakPower',
          typeof inv.peakPower === 'number' ? `${formatFixed(inv.peakPower, 1, i18n.language)} kWp` : null,
        )}
        {figure('widget.inverter.model', inv.model)}
        {sn ? figure('widget.inverter.sn', sn) : null}
      </dl>
      {(props.pager || props.list) && (
        <div className="portal-inverter-nav">
          {props.pager && (
            <>
              <Button
                icon="chevron-left"
                text={t('widget.inverter.previous')}
                disabled={!at.previous}
                onClick={() => at.previous && go(at.previous)}
              />
              <Button
                endIcon="chevron-right"
                text={t('widget.inverter.next')}
                disabled={!at.next}
                onClick={() => at.next && go(at.next)}
              />
            </>
          )}
          {props.list && <Button icon="undo" text={t('widget.inverter.return')} onClick={goBack} data-testid="inverter-return" />}
        </div>
      )}
    </div>
  );
});

registerWidget('inverter-header', InverterHeaderWidget);

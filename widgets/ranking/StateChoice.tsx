import { HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import type { StateChoiceProps } from './props';
import './ranking.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'state-choice': StateChoiceProps;
  }
}

/**
 * One of a few fixed choices written to the page state, which the page's sources follow: the period of the
 * fleet totals, the station type being benchmarked.
 */
export const StateChoiceWidget = observer(function StateChoiceWidget({ props, runtime }: WidgetRenderProps<StateChoiceProps>) {
  const { t } = useTranslation();
  const value = String(runtime.state[props.state] ?? props.options[0]!.value);
  const options = props.options.map((o) => ({ value: o.value, label: t(o.label) }));
  const name = props.label ? t(props.label) : undefined;
  const choose = (next: string) => runtime.setState(props.state, next);
  return (
    <div className="portal-state-choice">
      {name && <span className="portal-muted">{name}</span>}
      {props.variant === 'select' ? (
        <HTMLSelect value={value} options={options} onChange={(e) => choose(e.currentTarget.value)} aria-label={name} />
      ) : (
        <SegmentedControl value={value} options={options} onValueChange={choose} intent="primary" aria-label={name} />
      )}
    </div>
  );
});

registerWidget('state-choice', StateChoiceWidget);

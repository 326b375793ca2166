import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import type { CountTilesProps } from './props';
import './ranking.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'count-tiles': CountTilesProps;
  }
}

/** How many of each kind the fleet has (projects, PV stations, PCS units, ...); only the kinds the answer lists. */
export function CountTilesWidget({ props }: WidgetRenderProps<CountTilesProps>) {
  const { t, i18n } = useTranslation();
  const items = Array.isArray(props.items) ? (props.items as { key: string; value: number }[]) : [];
  return (
    <div className="portal-count-tiles">
      {items.map((item) => (
        <Card key={item.key} className="portal-count-tile" data-kind={item.key}>
          {props.icons?.[item.key] && <Icon icon={props.icons[item.key] as IconName} size={18} />}
          <div>
            <div className="portal-count-value">{Number(item.value).toLocaleString(i18n.language)}</div>
            <div className="portal-muted">{t(`${props.label}.${item.key}`)}</div>
          </div>
        </Card>
      ))}
    </div>
  );
}

registerWidget('count-tiles', CountTilesWidget);

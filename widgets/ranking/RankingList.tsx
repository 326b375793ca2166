import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { resolve } from '../../engine/bindings';
import type { RankingListProps } from './props';
import './ranking.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'ranking-list': RankingListProps;
  }
}

interface Ranked {
  psName?: string;
  value?: number;
}

/** Default number of places: the top five of spec-digest 001 §2.5. */
const DEFAULT_LIMIT = 5;

/** Stations in their ranked order, each with its place, name, figure and a bar against the leader's figure. */
export function RankingListWidget({ props, node, scope }: WidgetRenderProps<RankingListProps>) {
  const { t } = useTranslation();
  const items = (Array.isArray(props.items) ? (props.items as Ranked[]) : []).slice(0, props.limit ?? DEFAULT_LIMIT);
  const lead = Math.max(0, ...items.map((i) => Math.abs(Number(i.value) || 0)));
  if (items.length === 0)
    return <NonIdealState className="portal-ranking-empty" description={t(props.empty ?? 'engine.empty')} />;
  return (
    <ol className="portal-ranking">
      {items.map((item, place) => {
        const itemScope = { ...scope, item };
        const detail = typeof node.detail === 'string' ? String(resolve(node.detail, itemScope) ?? '') : '';
        const share = lead > 0 ? (100 * Math.abs(Number(item.value) || 0)) / lead : 0;
        return (
          <li key={place} className="portal-ranking-item">
            <span className={`portal-ranking-place place-${place + 1}`}>{place + 1}</span>
            <div className="portal-ranking-body">
              <div className="portal-ranking-line">
                <span className="portal-ranking-name" title={item.psName}>
                  {item.psName}
                  {detail && <span className="portal-muted"> · {detail}</span>}
                </span>
                <span className="portal-ranking-value">{String(resolve(node.value as string, itemScope) ?? '—')}</span>
              </div>
              <div className="portal-ranking-track">
                <div className="portal-ranking-bar" style={{ width: `${share}%`, background: props.color ?? '#2d72d2' }} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

registerWidget('ranking-list', RankingListWidget, { templates: ['value', 'detail'] });

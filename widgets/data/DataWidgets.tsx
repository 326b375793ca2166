import { Button, Card, HTMLTable, Icon, NonIdealState, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { resolve } from '../../engine/bindings';
import { runAction } from '../../engine/actions';
import { useEngine } from '../../engine/NodeRenderer';
import { FreshValue } from '../../engine/FreshValue';
import type { ButtonProps, StatCardsProps, TableProps } from './props';
import { DEFAULT_PAGE_SIZE, Pagination } from './Pagination';

declare module '../../engine/registry' {
  interface WidgetProps {
    'stat-cards': StatCardsProps;
    table: TableProps;
    button: ButtonProps;
  }
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** A row of figures: label and value, each value a bound (and formatted) figure. */
export function StatCardsWidget({ props, freshness }: WidgetRenderProps<StatCardsProps>) {
  const { t } = useTranslation();
  return (
    <div className={`portal-stat-cards${props.compact ? ' compact' : ''}`}>
      {props.items.map((item, i) => (
        <Card key={i} className={`portal-stat-card intent-${item.intent ?? 'none'}`}>
          {item.icon && !props.compact && <Icon icon={item.icon as IconName} size={20} />}
          <div className="portal-stat-body">
            {/* A compact tile may cut its label short: the whole label shows on hover. */}
            <div className="portal-muted portal-stat-label" title={t(item.label)}>
              {t(item.label)}
            </div>
            {/* Value and unit stay on one line; a figure too wide for its tile ends in "…" and says itself on hover. */}
            <div className="portal-stat-value" title={show(item.value)}>
              <FreshValue freshness={freshness(`items.${i}.value`)}>{show(item.value)}</FreshValue>
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}

/** A table of bound rows; cells are templates over `item`; optional pagination on page-state keys. */
export const TableWidget = observer(function TableWidget({ props, node, scope, runtime }: WidgetRenderProps<TableProps>) {
  const { t } = useTranslation();
  const { host } = useEngine();
  const rows = Array.isArray(props.rows) ? (props.rows as unknown[]) : [];
  const columns = node.columns as TableProps['columns'];
  const pagination = props.pagination;
  const rowAction = node.rowAction as TableProps['rowAction'];
  return (
    <div className="portal-schema-table">
      <HTMLTable compact striped interactive={Boolean(rowAction)}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} style={c.width ? { width: c.width } : undefined}>
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, r) => (
            <tr key={r} onClick={rowAction ? () => void runAction(rowAction, { ...scope, item }, runtime, host) : undefined}>
              {columns.map((c, i) => (
                <td key={i}>{show(resolve(c.value, { ...scope, item }))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && <NonIdealState icon="inbox" description={t(props.empty ?? 'engine.empty')} />}
      {pagination && (
        <Pagination
          total={Number(pagination.total ?? 0)}
          pageNum={Number(runtime.state[pagination.pageNum] ?? 1)}
          pageSize={Number(runtime.state[pagination.pageSize] ?? DEFAULT_PAGE_SIZE)}
          onChange={(pageNum, pageSize) => {
            runtime.setState(pagination.pageNum, pageNum);
            runtime.setState(pagination.pageSize, pageSize);
          }}
        />
      )}
    </div>
  );
});

/** A button that carries out its action with the page scope. */
export function ButtonWidget({ props, node, scope, runtime }: WidgetRenderProps<ButtonProps>) {
  const { t } = useTranslation();
  const { host } = useEngine();
  return (
    <Button
      text={t(props.text)}
      icon={props.icon as IconName | undefined}
      intent={props.intent ?? 'none'}
      onClick={() => void runAction(node.do as ButtonProps['do'], scope, runtime, host)}
    />
  );
}

registerWidget('stat-cards', StatCardsWidget);
registerWidget('table', TableWidget, { templates: ['columns', 'rowAction'] });
registerWidget('button', ButtonWidget, { templates: ['do'] });

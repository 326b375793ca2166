import { Classes, Drawer, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatZonedTime } from '../../shared/zonedTime';
import type { TodoHistoryProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'todo-history': TodoHistoryProps;
  }
}

/**
 * The history of the item a row opened (page state), oldest step first: what happened, when (on the station's
 * clock), who, and the note. The page's source asks for the steps while an item is open.
 */
export function HistoryDrawerWidget({ props, runtime }: WidgetRenderProps<TodoHistoryProps>) {
  const { t, i18n } = useTranslation();
  const item = props.item ?? null;
  const steps = props.steps;
  const title = item ? t('todo.historyTitle', { title: item.title }) : '';
  return (
    <Drawer
      isOpen={item !== null}
      onClose={() => runtime.setState(props.state, null)}
      title={title}
      icon="history"
      size={420}
      className="portal-todo-history-drawer"
    >
      <div className={Classes.DRAWER_BODY}>
        {!steps ? (
          <Spinner className="portal-page-spinner" />
        ) : steps.length === 0 ? (
          <NonIdealState icon="history" description={t('todo.noHistory')} />
        ) : (
          <ol className="portal-todo-history" aria-label={title}>
            {steps.map((s, i) => (
              <li key={i}>
                <div className="portal-todo-history-head">
                  <strong>{t(`todo.step.${s.step}`, { defaultValue: s.step })}</strong>
                  <span className="portal-muted">{formatZonedTime(s.at, i18n.language, item?.timeZone)}</span>
                </div>
                <div>{s.userName}</div>
                {s.note && <div className="portal-todo-history-note">{s.note}</div>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Drawer>
  );
}

registerWidget('todo-history', HistoryDrawerWidget);

import { useEffect, useState } from 'react';
import { Classes, Drawer, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatZonedTime } from '../../shared/zonedTime';
import { todoHistory, type TodoItem, type TodoStep } from '../../api/todo';

export interface HistoryDrawerProps {
  item: TodoItem;
  onClose(): void;
}

/** An item's steps, oldest first: what happened, when (on the station's clock), who, and the note. */
export function HistoryDrawer({ item, onClose }: HistoryDrawerProps) {
  const { t, i18n } = useTranslation();
  const [steps, setSteps] = useState<TodoStep[] | null>(null);
  const title = t('todo.historyTitle', { title: item.title });
  useEffect(() => {
    let current = true;
    todoHistory(item.todoId).then(
      (answer) => current && setSteps(answer),
      () => current && setSteps([]),
    );
    return () => {
      current = false;
    };
  }, [item.todoId]);
  return (
    <Drawer isOpen onClose={onClose} title={title} icon="history" size={420} className="portal-todo-history-drawer">
      <div className={Classes.DRAWER_BODY}>
        {steps === null ? (
          <Spinner className="portal-page-spinner" />
        ) : steps.length === 0 ? (
          <NonIdealState icon="history" description={t('todo.noHistory')} />
        ) : (
          <ol className="portal-todo-history" aria-label={title}>
            {steps.map((s, i) => (
              <li key={i}>
                <div className="portal-todo-history-head">
                  <strong>{t(`todo.step.${s.step}`, { defaultValue: s.step })}</strong>
                  <span className="portal-muted">{formatZonedTime(s.at, i18n.language, item.timeZone)}</span>
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

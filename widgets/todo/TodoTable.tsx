import { HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatZonedTime } from '../../shared/zonedTime';
import type { TodoItem, TodoState } from '../../api/todo';
import type { TodoAction } from './todoViews';
import { LevelTag } from './LevelTag';
import { RowActions } from './RowActions';

export interface TodoTableProps {
  rows: TodoItem[];
  /** The user may change items (workflow:todo:edit); otherwise only the history is offered. */
  mayEdit: boolean;
  onAction(action: TodoAction, item: TodoItem): void;
}

const STATE_INTENT: Record<TodoState, Intent> = { 0: 'warning', 1: 'primary', 2: 'none' };

/** The items of one page; the table scrolls sideways inside its card when the screen is narrow. */
export function TodoTable({ rows, mayEdit, onAction }: TodoTableProps) {
  const { t, i18n } = useTranslation();
  // A station's item is on the station's clock, one of no station on the reader's.
  const when = (item: TodoItem, ms: number) => formatZonedTime(ms, i18n.language, item.timeZone, 'minute');
  return (
    <div className="portal-todo-scroll" role="region" aria-label={t('menu.todo')} tabIndex={0}>
      <HTMLTable compact striped className="portal-todo-table">
        <thead>
          <tr>
            <th>{t('todo.column.level')}</th>
            <th>{t('todo.column.title')}</th>
            <th>{t('todo.column.station')}</th>
            <th>{t('todo.column.assignee')}</th>
            <th>{t('todo.column.created')}</th>
            <th>{t('todo.column.updated')}</th>
            <th>{t('todo.column.state')}</th>
            <th>{t('todo.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.todoId}>
              <td>
                <LevelTag level={item.level} />
              </td>
              <td className="portal-todo-title">
                <div>{item.title}</div>
                {item.content && <div className="portal-muted portal-todo-content">{item.content}</div>}
              </td>
              <td className="portal-todo-station">{item.psName ?? '—'}</td>
              <td>{item.assigneeName ?? <span className="portal-muted">{t('todo.team')}</span>}</td>
              <td className="portal-todo-time">
                <div>{when(item, item.createdAt)}</div>
                <div className="portal-muted">{t('todo.by', { name: item.creatorName })}</div>
              </td>
              <td className="portal-todo-time">{when(item, item.updatedAt)}</td>
              <td className="portal-todo-nowrap">
                <Tag minimal intent={STATE_INTENT[item.isHandle]}>
                  {t(`todo.state.${item.isHandle}`)}
                </Tag>
              </td>
              <td className="portal-todo-nowrap">
                <RowActions item={item} mayEdit={mayEdit} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

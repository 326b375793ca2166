import { useState } from 'react';
import { Button, NonIdealState, SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { getPath } from '../../engine/path';
import { useStores } from '../../stores/rootStore';
import type { TodoItem, TodoQuery } from '../../api/todo';
import { DEFAULT_PAGE_SIZE, Pagination } from '../data/Pagination';
import type { TodoBoardProps } from './props';
import { TODO_VIEWS, viewOf, viewQuery, type TodoAction } from './todoViews';
import { TodoTable } from './TodoTable';
import { AssignDialog } from './AssignDialog';
import { StepDialog } from './StepDialog';
import { NewTodoDialog } from './NewTodoDialog';
import './todo.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'todo-board': TodoBoardProps;
  }
}

/** What is open over the board: the new-item dialog, or one row's dialog (its history is page state). */
type Opened = { action: 'new' } | { action: Exclude<TodoAction, 'history'>; item: TodoItem };

/**
 * The to-do board: tabs that write the list's request to the page state (the source asks with it), the
 * items of the page with their steps, and a new item; a row's history opens the `todo-history` (page state). After each change the source is read again; the
 * server's push of a to-do change reads it again too (`refreshOn`).
 */
export const TodoBoardWidget = observer(function TodoBoardWidget({ props, runtime }: WidgetRenderProps<TodoBoardProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [opened, setOpened] = useState<Opened | null>(null);
  const { list } = props;
  const rows = list?.rows ?? [];
  const query = (getPath(runtime.state, props.state) as TodoQuery | undefined) ?? viewQuery('open', DEFAULT_PAGE_SIZE);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const close = () => setOpened(null);
  const done = () => {
    setOpened(null);
    void runtime.refresh(props.source ? [props.source] : undefined);
  };

  return (
    <div className="portal-todo">
      <div className="portal-todo-toolbar">
        <SegmentedControl
          value={viewOf(query)}
          intent="primary"
          aria-label={t('todo.view')}
          options={TODO_VIEWS.map((view) => ({ value: view, label: t(`todo.tab.${view}`) }))}
          onValueChange={(view) => runtime.setState(props.state, viewQuery(view as (typeof TODO_VIEWS)[number], pageSize))}
        />
        <span className="portal-todo-spacer" />
        {session.hasPermission('workflow:todo:add') && (
          <Button icon="add" intent="primary" text={t('todo.newItem')} onClick={() => setOpened({ action: 'new' })} />
        )}
      </div>
      {rows.length > 0 ? (
        <TodoTable
          rows={rows}
          mayEdit={session.hasPermission('workflow:todo:edit')}
          onAction={(action, item) =>
            action === 'history' ? runtime.setState(props.history, item) : setOpened({ action, item })
          }
        />
      ) : (
        list && <NonIdealState icon="tick-circle" description={t('todo.empty')} />
      )}
      <Pagination
        total={Number(list?.total ?? 0)}
        pageNum={query.pageNum ?? 1}
        pageSize={pageSize}
        onChange={(pageNum, size) => runtime.setState(props.state, { ...query, pageNum, pageSize: size })}
      />
      {opened?.action === 'new' && <NewTodoDialog onClose={close} onDone={done} />}
      {opened && opened.action === 'assign' && <AssignDialog item={opened.item} onClose={close} onDone={done} />}
      {opened && (opened.action === 'handle' || opened.action === 'close' || opened.action === 'reopen') && (
        <StepDialog step={opened.action} item={opened.item} onClose={close} onDone={done} />
      )}
    </div>
  );
});

registerWidget('todo-board', TodoBoardWidget);

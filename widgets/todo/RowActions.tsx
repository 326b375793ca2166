import { Button, Menu, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TodoItem } from '../../api/todo';
import { actionsFor, type TodoAction } from './todoViews';

export interface RowActionsProps {
  item: TodoItem;
  /** The user may change items (workflow:todo:edit); otherwise only the history is offered. */
  mayEdit: boolean;
  onAction(action: TodoAction, item: TodoItem): void;
}

const ICONS: Record<TodoAction, IconName> = {
  assign: 'person',
  handle: 'tick',
  close: 'disable',
  reopen: 'undo',
  history: 'history',
};

/**
 * A row's steps, kept narrow so the table fits a 1280 px screen: the state's next step as a button, the
 * history as an icon, the other steps in a menu.
 */
export function RowActions({ item, mayEdit, onAction }: RowActionsProps) {
  const { t } = useTranslation();
  const steps = mayEdit ? actionsFor(item.isHandle).filter((a) => a !== 'history') : [];
  // The step that moves the item on: handle an open item, close a handled one, reopen a closed one.
  const next = steps.find((a) => a !== 'assign');
  const others = steps.filter((a) => a !== next);
  return (
    <>
      {next && (
        <Button
          size="small"
          variant="minimal"
          icon={ICONS[next]}
          text={t(`todo.action.${next}`)}
          onClick={() => onAction(next, item)}
        />
      )}
      <Button
        size="small"
        variant="minimal"
        icon={ICONS.history}
        aria-label={t('todo.action.history')}
        title={t('todo.action.history')}
        onClick={() => onAction('history', item)}
      />
      {others.length > 0 && (
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu>
              {others.map((a) => (
                <MenuItem key={a} icon={ICONS[a]} text={t(`todo.action.${a}`)} onClick={() => onAction(a, item)} />
              ))}
            </Menu>
          }
        >
          <Button size="small" variant="minimal" icon="more" aria-label={t('todo.moreActions')} title={t('todo.moreActions')} />
        </PopoverNext>
      )}
    </>
  );
}

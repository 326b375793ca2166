import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { assignTodo, type TodoItem } from '../../api/todo';
import { AssigneeSelect } from './AssigneeSelect';
import { useSubmit } from './useSubmit';

export interface AssignDialogProps {
  item: TodoItem;
  onClose(): void;
  /** The server took the change. */
  onDone(): void;
}

/** Gives an item to one of the users of its station, or back to the station's team, with an optional note. */
export function AssignDialog({ item, onClose, onDone }: AssignDialogProps) {
  const { t } = useTranslation();
  const [assigneeId, setAssigneeId] = useState(item.assigneeId);
  const [note, setNote] = useState('');
  const { busy, submit } = useSubmit(onDone);
  return (
    <Dialog isOpen onClose={onClose} title={t('todo.assignTitle', { title: item.title })} icon="person">
      <DialogBody>
        <FormGroup label={t('todo.field.assignee')} labelFor="todo-assign-to">
          <AssigneeSelect
            id="todo-assign-to"
            psId={item.psId}
            value={assigneeId}
            currentName={item.assigneeName}
            disabled={busy}
            onChange={setAssigneeId}
          />
        </FormGroup>
        <FormGroup label={t('todo.field.note')} labelFor="todo-assign-note" labelInfo={t('todo.optional')}>
          <TextArea id="todo-assign-note" fill maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('todo.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('todo.save')}
              loading={busy}
              onClick={() => void submit(() => assignTodo(item.todoId, assigneeId, note.trim() || undefined))}
            />
          </>
        }
      />
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { closeTodo, handleTodo, reopenTodo, type TodoItem } from '../../api/todo';
import { useSubmit } from './useSubmit';

export type TodoStepAction = 'handle' | 'close' | 'reopen';

export interface StepDialogProps {
  step: TodoStepAction;
  item: TodoItem;
  onClose(): void;
  /** The server took the step. */
  onDone(): void;
}

const ICONS: Record<TodoStepAction, IconName> = { handle: 'tick', close: 'disable', reopen: 'undo' };

/** Handles (a note of what was done is required), closes or reopens an item (a note is optional). */
export function StepDialog({ step, item, onClose, onDone }: StepDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const { busy, submit } = useSubmit(onDone);
  const required = step === 'handle';
  const text = note.trim();
  const send = () =>
    step === 'handle'
      ? handleTodo(item.todoId, text)
      : (step === 'close' ? closeTodo : reopenTodo)(item.todoId, text || undefined);
  return (
    <Dialog isOpen onClose={onClose} title={t(`todo.stepTitle.${step}`, { title: item.title })} icon={ICONS[step]}>
      <DialogBody>
        <FormGroup
          label={t(required ? 'todo.field.handleNote' : 'todo.field.note')}
          labelFor="todo-step-note"
          labelInfo={t(required ? 'todo.required' : 'todo.optional')}
        >
          <TextArea
            id="todo-step-note"
            fill
            autoFocus
            required={required}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('todo.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t(`todo.action.${step}`)}
              loading={busy}
              disabled={required && !text}
              onClick={() => void submit(send)}
            />
          </>
        }
      />
    </Dialog>
  );
}

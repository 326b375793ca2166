import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/rootStore';
import { createTodo } from '../../api/todo';
import { AssigneeSelect } from './AssigneeSelect';
import { useSubmit } from './useSubmit';

export interface NewTodoDialogProps {
  onClose(): void;
  /** The server stored the item. */
  onDone(): void;
}

/** The server's limits, checked here for a quick answer; the server decides. */
const TITLE_MAX = 100;
const CONTENT_MAX = 500;

/** A new item: a title, what is to be done, optionally a station of the user and who is to do it. */
export const NewTodoDialog = observer(function NewTodoDialog({ onClose, onDone }: NewTodoDialogProps) {
  const { t } = useTranslation();
  const { plant } = useStores();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [psId, setPsId] = useState<number | null>(null);
  const [assigneeId, setAssigneeId] = useState<number | null>(null);
  const { busy, submit } = useSubmit(onDone);
  const create = () => createTodo({ title: title.trim(), content: content.trim() || undefined, psId, assigneeId });
  return (
    <Dialog isOpen onClose={onClose} title={t('todo.newTitle')} icon="add">
      <DialogBody>
        <FormGroup label={t('todo.field.title')} labelFor="todo-new-title" labelInfo={t('todo.required')}>
          <InputGroup
            id="todo-new-title"
            autoFocus
            required
            maxLength={TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('todo.field.content')} labelFor="todo-new-content" labelInfo={t('todo.optional')}>
          <TextArea
            id="todo-new-content"
            fill
            maxLength={CONTENT_MAX}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('todo.field.station')} labelFor="todo-new-station">
          <HTMLSelect
            id="todo-new-station"
            fill
            value={psId === null ? '' : String(psId)}
            options={[
              { value: '', label: t('todo.noStation') },
              ...plant.stations.map((s) => ({ value: String(s.psId), label: s.psName })),
            ]}
            onChange={(e) => {
              setPsId(e.currentTarget.value ? Number(e.currentTarget.value) : null);
              // Who may take the item depends on its station.
              setAssigneeId(null);
            }}
          />
        </FormGroup>
        <FormGroup label={t('todo.field.assignee')} labelFor="todo-new-assignee">
          <AssigneeSelect id="todo-new-assignee" psId={psId} value={assigneeId} onChange={setAssigneeId} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('todo.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('todo.create')}
              loading={busy}
              disabled={!title.trim()}
              onClick={() => void submit(create)}
            />
          </>
        }
      />
    </Dialog>
  );
});

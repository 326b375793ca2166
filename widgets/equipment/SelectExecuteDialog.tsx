import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RemoteAnswer } from '../../api/remote';
import { useControlProgress } from '../remote/useControlProgress';
import { CommandProgress } from '../remote/CommandProgress';

export interface SelectExecuteDialogProps {
  title: string;
  /** What will be applied, shown above the password. */
  summary: ReactNode;
  isOpen: boolean;
  /** Sends the select (0) or the execute (1) with the operation password. */
  send(type: 0 | 1, passwd: string): Promise<RemoteAnswer>;
  onDone(): void;
  onClose(): void;
}

/**
 * Select-before-operate for settings that are not one point (spec-digest 001 §2.4): the operation password, Select
 * (the server checks everything and reserves the settings for 30 s), then Execute. The server's words are shown
 * as they come; the password goes with the dialog.
 */
export function SelectExecuteDialog({ title, summary, isOpen, send, onDone, onClose }: SelectExecuteDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [passwd, setPasswd] = useState('');
  const [selected, setSelected] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<{ intent: Intent; text: string } | null>(null);
  const [progress, control] = useControlProgress();

  const close = () => {
    setPasswd('');
    setSelected(false);
    setMessage(null);
    control.dispose();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress.busy) return;
    if (passwd === '') {
      setProblem(t('remote.passwordRequired'));
      return;
    }
    setProblem(null);
    setMessage(null);
    control.start();
    const answer = await send(selected ? 1 : 0, passwd);
    if (!answer.ok) {
      control.fail();
      // A failed execute has used up the selection: select again.
      setSelected(false);
      setMessage({ intent: 'danger', text: answer.msg ?? t(selected ? 'remote.executeFailed' : 'remote.selectFailed') });
      return;
    }
    setMessage({ intent: 'success', text: answer.msg ?? t(selected ? 'remote.executeSucceeded' : 'remote.selectSucceeded') });
    if (selected) {
      control.succeed(() => {
        close();
        onDone();
      });
    } else {
      control.reset();
      setSelected(true);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={title}
      icon="settings"
      className="portal-remote-dialog"
      style={{ width: 768, maxWidth: '96vw' }}
      isCloseButtonShown={!progress.busy}
      canEscapeKeyClose={!progress.busy}
      canOutsideClickClose={false}
    >
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {summary}
          <FormGroup
            label={t('remote.password')}
            labelFor={`${ids}-password`}
            helperText={problem ?? t(selected ? 'remote.executeHint' : 'remote.selectHint')}
            intent={problem ? 'danger' : 'none'}
          >
            <InputGroup
              id={`${ids}-password`}
              type="password"
              autoComplete="off"
              autoFocus
              value={passwd}
              disabled={progress.busy || selected}
              onValueChange={setPasswd}
            />
          </FormGroup>
          {message && (
            <Callout className="portal-remote-message" intent={message.intent} compact>
              {message.text}
            </Callout>
          )}
          <CommandProgress progress={progress} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('remote.cancel')} disabled={progress.busy} onClick={close} />
              <Button
                type="submit"
                intent={selected ? 'warning' : 'primary'}
                icon={selected ? 'play' : 'tick'}
                text={t(selected ? 'remote.execute' : 'remote.select')}
                disabled={progress.busy}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

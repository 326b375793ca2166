import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  onClose(): void;
  /** Acknowledges with the optional comment; the dialog closes once it succeeded. */
  onConfirm(comment: string | undefined): Promise<void>;
}

/** Acknowledging alarms, with a comment that stays beside who acknowledged them and when. */
export function ConfirmDialog({ isOpen, title, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm(comment.trim() || undefined);
      setComment('');
      onClose();
    } catch {
      // The request layer has shown the server's message; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} icon="tick">
      <DialogBody>
        <label className="portal-alarm-label" htmlFor="alarm-confirm-comment">
          {t('alarms.comment')}
        </label>
        <TextArea
          id="alarm-confirm-comment"
          fill
          maxLength={500}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('shell.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('alarms.confirm')} loading={busy} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface FolderDialogProps {
  title: string;
  initial: string;
  onSave(name: string): Promise<void>;
  onClose(): void;
}

/** Asks for a folder's name (a new folder, or a new name); the server's refusal shows as a toast. */
export function FolderDialog({ title, initial, onSave, onClose }: FolderDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    onSave(name.trim()).then(onClose, () => setBusy(false));
  };
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 420, maxWidth: '95vw' }}>
      <DialogBody>
        <FormGroup label={t('document.folderName')} labelFor="portal-folder-name">
          <InputGroup
            id="portal-folder-name"
            autoFocus
            maxLength={60}
            value={name}
            onValueChange={setName}
            onKeyDown={(e) => e.key === 'Enter' && name.trim() && save()}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('shell.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('document.save')} loading={busy} disabled={!name.trim()} onClick={save} />
          </>
        }
      />
    </Dialog>
  );
}

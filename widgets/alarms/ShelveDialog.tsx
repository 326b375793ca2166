import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { shelveEvent, type EventRow } from '../../api/alarms';

/** Shelf times offered, in minutes: from a quarter hour to a week. */
const DURATIONS = [15, 60, 240, 480, 1440, 10080];

interface ShelveDialogProps {
  event: EventRow | null;
  onClose(): void;
  onShelved(): void;
}

/** Shelving a point's alarms for a while, with the reason the journal keeps. */
export function ShelveDialog({ event, onClose, onShelved }: ShelveDialogProps) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(60);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!event) return;
    setBusy(true);
    try {
      await shelveEvent(event.eventId, minutes, reason);
      setReason('');
      onShelved();
      onClose();
    } catch {
      // The server's message is shown; nothing was shelved.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen={event !== null} onClose={onClose} title={t('alarms.shelveTitle')} icon="eye-off">
      <DialogBody>
        <p>{event ? `${event.equipName ?? event.psName}: ${event.content}` : ''}</p>
        <label className="portal-alarm-label">
          {t('alarms.shelveFor')}
          <HTMLSelect value={minutes} onChange={(e) => setMinutes(Number(e.currentTarget.value))}>
            {DURATIONS.map((m) => (
              <option key={m} value={m}>
                {m < 60 ? t('alarms.durationMinutes', { count: m }) : t('alarms.durationHours', { count: m / 60 })}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <label className="portal-alarm-label" htmlFor="alarm-shelve-reason">
          {t('alarms.reason')}
        </label>
        <InputGroup id="alarm-shelve-reason" maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('shell.cancel')} onClick={onClose} />
            <Button
              intent="warning"
              text={t('alarms.shelve')}
              disabled={!reason.trim()}
              loading={busy}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}

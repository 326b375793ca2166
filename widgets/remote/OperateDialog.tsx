import { useEffect, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, H6, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ControlDialog } from './ControlDialog';
import { PointValueText } from './PointValueText';
import { fetchRemoteStatus } from '../../api/remote';
import type { ControlPoint } from './controlPoints';

export interface OperateDialogProps {
  /** The plant of the device. */
  psId: unknown;
  /** The device id, for the status route. */
  equipId: unknown;
  equipName: string;
  /** Switch (YK, YKAPI) points of the device. */
  switches: ControlPoint[];
  /** Set-point (YT) points of the device. */
  setPoints: ControlPoint[];
  /** "METHOD /path" of the remote-operation status. */
  statusApi: string;
  isOpen: boolean;
  onClose(): void;
}

/**
 * "Operate device: <name>" (spec-digest 001 §2.3): the device's switch and set-point points as buttons showing
 * their current value; a point opens its control dialog on top.
 */
export function OperateDialog(props: OperateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={t('remote.operateTitle', { name: props.equipName })}
      icon="console"
      className="portal-remote-dialog"
      style={{ width: 768 }}
    >
      {/* Mounted only while open, so each opening asks for the status afresh. */}
      <OperateBody {...props} />
      <DialogFooter actions={<Button text={t('remote.cancel')} onClick={props.onClose} />} />
    </Dialog>
  );
}

type Status = 'loading' | 'allowed' | 'disabled' | 'unknown';

/** A chosen point; `opening` tells one opening from the next, so each starts with an empty password. */
interface Chosen {
  point: ControlPoint;
  open: boolean;
  opening: number;
}

function OperateBody({ psId, equipId, equipName, switches, setPoints, statusApi }: OperateDialogProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('loading');
  const [chosen, setChosen] = useState<Chosen | null>(null);

  useEffect(() => {
    let live = true;
    void fetchRemoteStatus(statusApi, { psId, equipId }).then((answer) => {
      // When the status cannot be learnt the buttons stay usable: the server refuses a disabled device anyway.
      if (live) setStatus(!answer.ok ? 'unknown' : answer.data?.allowed === false ? 'disabled' : 'allowed');
    });
    return () => {
      live = false;
    };
  }, [statusApi, psId, equipId]);

  const blocked = status === 'loading' || status === 'disabled';
  // The chosen point as the latest poll has it, so the control dialog shows the current value.
  const livePoint = chosen && ([...switches, ...setPoints].find((p) => p.pointId === chosen.point.pointId) ?? chosen.point);
  const group = (title: string, points: ControlPoint[]) =>
    points.length > 0 && (
      <section className="portal-remote-group" aria-label={title}>
        <H6>{title}</H6>
        <div className="portal-remote-points">
          {points.map((p) => (
            <Button
              key={p.pointId}
              className="portal-remote-point"
              icon={p.kind === 'YT' ? 'numerical' : 'power'}
              disabled={blocked}
              onClick={() => setChosen({ point: p, open: true, opening: (chosen?.opening ?? 0) + 1 })}
            >
              <span className="portal-remote-point-name">{p.pointName}</span>
              <PointValueText point={p} />
            </Button>
          ))}
        </div>
      </section>
    );

  return (
    <DialogBody>
      {status === 'disabled' && (
        <Callout intent="warning" icon="disable" title={t('remote.disabledTitle')} className="portal-remote-callout">
          {t('remote.disabledText')}
        </Callout>
      )}
      {status === 'loading' && <Spinner size={16} className="portal-remote-loading" aria-label={t('remote.loading')} />}
      {switches.length + setPoints.length === 0 ? (
        <NonIdealState icon="console" description={t('remote.noPoints')} />
      ) : (
        <>
          {group(t('remote.switches'), switches)}
          {group(t('remote.setPoints'), setPoints)}
        </>
      )}
      {chosen && livePoint && (
        <ControlDialog
          key={chosen.opening}
          psId={psId}
          equipName={equipName}
          point={livePoint}
          isOpen={chosen.open}
          onClose={() => setChosen((c) => (c ? { ...c, open: false } : c))}
          onClosed={() => setChosen((c) => (c && !c.open ? null : c))}
        />
      )}
    </DialogBody>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/toaster';
import { ControlDialog } from '../remote/ControlDialog';
import type { ControlPoint } from '../remote/controlPoints';
import { loadControlTarget } from './diagramControl';

/** A control the operator clicked; `opening` tells one click from the next on the same control. */
export interface ControlRequest {
  point: string;
  opening: number;
}

export interface DiagramControlProps {
  /** The plant of the drawing, sent with every command. */
  psId: unknown;
  request: ControlRequest | null;
  /** The latest reading of the requested point, so the dialog shows the current value. */
  liveValue: number | null;
  /** The dialog is gone (or never opened): the next click starts afresh. */
  onDone(): void;
}

const PROBLEMS = { none: 'wiring.noControl', disabled: 'remote.disabledTitle', failed: 'wiring.controlUnreadable' } as const;

interface Shown {
  equipName: string;
  point: ControlPoint;
  open: boolean;
  opening: number;
}

/**
 * The remote-control dialog of a clicked breaker or switch: the same dialog as the device pages (password,
 * select and execute, or start and stop), for the point the drawing binds the control to.
 */
export function DiagramControl({ psId, request, liveValue, onDone }: DiagramControlProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!request) return;
    let live = true;
    void loadControlTarget(psId, request.point).then((target) => {
      if (!live) return;
      if (target.kind === 'point')
        setShown({ equipName: target.equipName, point: target.point, open: true, opening: request.opening });
      else {
        showToast(t(PROBLEMS[target.kind]), 'warning');
        onDone();
      }
    });
    return () => {
      live = false;
    };
    // A new request (another click) loads again; the callbacks belong to the same widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, psId]);

  if (!shown) return null;
  return (
    <ControlDialog
      key={shown.opening}
      psId={psId}
      equipName={shown.equipName}
      point={{ ...shown.point, pointValue: liveValue ?? shown.point.pointValue }}
      isOpen={shown.open}
      onClose={() => setShown((s) => (s ? { ...s, open: false } : s))}
      onClosed={() => {
        setShown(null);
        onDone();
      }}
    />
  );
}

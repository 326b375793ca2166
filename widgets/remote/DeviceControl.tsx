import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { controlPointsOf } from './controlPoints';
import { OperateDialog } from './OperateDialog';
import type { DeviceControlProps } from './props';
import './remote.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'device-control': DeviceControlProps;
  }
}

/**
 * The permission a user needs to see the trigger; the remote routes check it themselves too. Permissions
 * have three segments (`module:entity:action`), so `*:*:*` matches only a three-segment name.
 */
export const REMOTE_CONTROL_PERMISSION = 'remote:control:operate';
const DEFAULT_STATUS_API = 'GET /remote/status';

/**
 * Remote operation of a device (spec-digest 001 §2.3, §2.4): an "Operate device" button, shown only to users
 * holding remote:control:operate, opening the list of the device's switch and set-point points.
 */
export const DeviceControlWidget = observer(function DeviceControlWidget({ props }: WidgetRenderProps<DeviceControlProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  if (!session.hasPermission(REMOTE_CONTROL_PERMISSION)) return null;
  const { switches, setPoints } = controlPointsOf(props.points);
  const equipName = props.equipName === null || props.equipName === undefined ? '' : String(props.equipName);
  return (
    <>
      <Button icon="console" text={t('remote.operate')} onClick={() => setOpen(true)} />
      <OperateDialog
        psId={props.psId}
        equipId={props.equipId}
        equipName={equipName}
        switches={switches}
        setPoints={setPoints}
        statusApi={props.statusApi ?? DEFAULT_STATUS_API}
        isOpen={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
});

registerWidget('device-control', DeviceControlWidget);

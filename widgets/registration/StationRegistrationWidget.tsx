import { useEffect, useState } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { fetchEntityMeta } from '../../api/entities';
import { showToast } from '../../api/toaster';
import { REGISTER_PERMISSION, type Registered } from '../../shared/registration';
import { useNavigate } from 'react-router-dom';
import { RegistrationWizard, type EntityMetas } from './RegistrationWizard';
import type { StationRegistrationProps } from './props';
import './registration.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'station-registration': StationRegistrationProps;
  }
}

/**
 * The registration page's wizard. Without the right to add plants it says so instead of showing a form the
 * server would refuse; after a registration the new station is selected and its home opened.
 */
export const StationRegistrationWidget = observer(function StationRegistrationWidget({
  props,
}: WidgetRenderProps<StationRegistrationProps>) {
  const { t } = useTranslation();
  const { session, plant, ui } = useStores();
  const navigate = useNavigate();
  const allowed = session.hasPermission(REGISTER_PERMISSION);
  const [metas, setMetas] = useState<EntityMetas | null>(null);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    void Promise.all(['powerStation', 'equipment', 'channel', 'label'].map(fetchEntityMeta)).then(
      ([station, equipment, channel, label]) =>
        live && setMetas({ station: station!, equipment: equipment!, channel: channel!, label: label! }),
    );
    return () => {
      live = false;
    };
  }, [allowed]);

  if (!allowed)
    return (
      <NonIdealState
        icon="lock"
        title={t('registration.noPermissionTitle')}
        description={t('registration.noPermission')}
        className="portal-registration-denied"
      />
    );
  if (!metas) return <Spinner size={32} />;

  async function registered(answer: Registered) {
    showToast(t('registration.done'), 'success');
    await plant.loadStations();
    const station = plant.stations.find((s) => s.psId === answer.psId);
    if (!station) return;
    // Its home by type, not this page: the station menu lists the registration too.
    const home = await plant.select(station, '');
    ui.setSidebarHidden(false);
    navigate(home);
  }

  return (
    <RegistrationWizard
      metas={metas}
      deptId={props.deptId ?? session.user?.deptId ?? null}
      onRegistered={(answer) => void registered(answer)}
    />
  );
});

registerWidget('station-registration', StationRegistrationWidget);

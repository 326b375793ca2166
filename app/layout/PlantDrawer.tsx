import { useState } from 'react';
import { Drawer } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StationNavigator } from '../../widgets/station-navigator/StationNavigator';
import { StationSearchStore } from '../../stores/stationSearchStore';
import { useNavigatorOptions } from '../../widgets/station-navigator/useNavigatorOptions';
import type { Station } from '../../api/types';

export interface PlantDrawerProps {
  isOpen: boolean;
  selectedPsId: number | null;
  onClose(): void;
  onSelect(station: Station): void;
}

/** The 380 px "select plant" drawer holding the plant navigator. */
export const PlantDrawer = observer(function PlantDrawer(props: PlantDrawerProps) {
  const { t } = useTranslation();
  const [store] = useState(() => new StationSearchStore());
  const options = useNavigatorOptions();
  return (
    <Drawer isOpen={props.isOpen} onClose={props.onClose} size={380} position="left" title={t('shell.selectPlant')} icon="office">
      {props.isOpen && (
        <StationNavigator store={store} {...options} selectedPsId={props.selectedPsId} onSelect={props.onSelect} />
      )}
    </Drawer>
  );
});

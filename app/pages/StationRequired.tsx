import { Button, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/rootStore';
import { topBarModel } from '../layout/shellRules';
import { usePlantChooser } from '../layout/usePlantChooser';

/**
 * What a station page shows without one of the user's stations chosen: it asks for a plant, or says the plant
 * asked for (remembered, or in the address) is not the user's; nothing of that plant is fetched.
 */
export const StationRequired = observer(function StationRequired() {
  const { t } = useTranslation();
  const { session, plant } = useStores();
  const bar = topBarModel({ isAdministrator: session.isAdministrator, plantCount: plant.plantCount, path: '', singleHome: '' });
  const choose = usePlantChooser(bar.showPlantSearch);
  const refused = plant.refusedPsId !== null;
  return (
    <div className="portal-page" data-testid="station-required">
      <NonIdealState
        icon={refused ? 'lock' : 'office'}
        title={refused ? t('shell.plantNotYours') : t('shell.noPlant')}
        description={refused ? t('shell.plantNotYoursHint') : t('shell.choosePlantHint')}
        action={<Button intent="primary" icon="search" text={t('shell.selectPlant')} onClick={choose} />}
      />
    </div>
  );
});

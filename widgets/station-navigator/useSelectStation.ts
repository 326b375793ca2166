import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/rootStore';
import type { Station } from '../../api/types';
import { showToast } from '../../api/toaster';

/** Makes a station current, shows the sidebar and goes where spec-digest 000 §4 says. */
export function useSelectStation() {
  const { plant, ui } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  return async (station: Station) => {
    try {
      // The route changes in the same step as the station, so the old station's page asks nothing more.
      await plant.select(station, location.pathname, (target) => {
        ui.setSidebarHidden(false);
        ui.setPlantDrawerOpen(false);
        navigate(target);
      });
    } catch (error) {
      showToast((error as Error).message, 'danger');
    }
  };
}

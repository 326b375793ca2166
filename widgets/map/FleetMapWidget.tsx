import { observer } from 'mobx-react-lite';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useNavigator } from '../station-navigator/useNavigator';
import { NAVIGATOR_DATA_PROPS } from '../station-navigator/props';
import { useSelectStation } from '../station-navigator/useSelectStation';
import { useStores } from '../../stores/rootStore';
import { showToast } from '../../api/toaster';
import { FleetMapView } from './FleetMapView';
import type { FleetMapProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'fleet-map': FleetMapProps;
  }
}

/**
 * The map navigation on a page: the navigator beside the map, on the page's sources like the plant drawer's;
 * the markers' source binds to the search's filter in page state, so the map follows each new search. Opening a
 * station selects it in the plant store like the plant drawer does.
 */
export const FleetMapWidget = observer(function FleetMapWidget({ props, runtime, node }: WidgetRenderProps<FleetMapProps>) {
  const { plant } = useStores();
  const selectStation = useSelectStation();
  const navigator = useNavigator(props, runtime, node.list);
  const stations = Array.isArray(props.stations) ? props.stations : [];

  async function open(psId: number) {
    const listed = navigator.store.rows.find((s) => s.psId === psId);
    try {
      await selectStation(listed ?? (await plant.stationInfo(psId)));
    } catch (error) {
      showToast((error as Error).message, 'danger');
    }
  }

  return <FleetMapView {...navigator} stations={stations} focusZoom={props.focusZoom} onOpen={(psId) => void open(psId)} />;
});

registerWidget('fleet-map', FleetMapWidget, { ownFailures: NAVIGATOR_DATA_PROPS });

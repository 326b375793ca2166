import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { StationSearchStore } from '../../stores/stationSearchStore';
import { fetchLiveData, searchStations } from '../../api/stations';
import { useNavigatorOptions } from '../station-navigator/useNavigatorOptions';
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
 * The map navigation on a page: the navigator's every new search is published to page state (`filterState`),
 * which the markers' source binds to; opening a station selects it in the plant store like the plant drawer does.
 */
export const FleetMapWidget = observer(function FleetMapWidget({ props, runtime }: WidgetRenderProps<FleetMapProps>) {
  const { plant } = useStores();
  const selectStation = useSelectStation();
  const options = useNavigatorOptions();
  const filterKey = useRef(props.filterState);
  filterKey.current = props.filterState;
  const [store] = useState(
    () =>
      new StationSearchStore({
        search: (query) => {
          // A first page is a new search: the map follows it (later pages only extend the list).
          if (query.pageNum === 1) {
            const { pageNum: _page, pageSize: _size, ...filter } = query;
            runtime.setState(filterKey.current, filter);
          }
          return searchStations(query);
        },
        live: fetchLiveData,
      }),
  );
  const stations = Array.isArray(props.stations) ? props.stations : [];

  async function open(psId: number) {
    const listed = store.rows.find((s) => s.psId === psId);
    try {
      await selectStation(listed ?? (await plant.stationInfo(psId)));
    } catch (error) {
      showToast((error as Error).message, 'danger');
    }
  }

  return (
    <FleetMapView store={store} {...options} stations={stations} focusZoom={props.focusZoom} onOpen={(psId) => void open(psId)} />
  );
});

registerWidget('fleet-map', FleetMapWidget);

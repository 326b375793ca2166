import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useSelectStation } from '../station-navigator/useSelectStation';
import { useStores } from '../../stores/rootStore';
import { showToast } from '../../api/toaster';
import type { MatrixStation } from '../../shared/fleetMap';
import { StationMatrix } from './StationMatrix';
import type { StationMatrixProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'station-matrix': StationMatrixProps;
  }
}

/** The matrix on a page: cards from the bound source; a card opens its station like the plant drawer does. */
export const StationMatrixWidget = observer(function StationMatrixWidget({ props }: WidgetRenderProps<StationMatrixProps>) {
  const { plant } = useStores();
  const selectStation = useSelectStation();
  const open = useCallback(
    async (s: MatrixStation) => {
      try {
        await selectStation(await plant.stationInfo(s.psId));
      } catch (error) {
        showToast((error as Error).message, 'danger');
      }
    },
    [plant, selectStation],
  );
  return (
    <StationMatrix
      title={props.title}
      stations={Array.isArray(props.stations) ? props.stations : undefined}
      updated={typeof props.updated === 'number' ? props.updated : null}
      cardWidth={props.cardWidth}
      onOpen={(s) => void open(s)}
    />
  );
});

registerWidget('station-matrix', StationMatrixWidget);

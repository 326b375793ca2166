import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { StationNavigator } from './StationNavigator';
import { useNavigator } from './useNavigator';
import { useSelectStation } from './useSelectStation';
import { NAVIGATOR_DATA_PROPS, type StationNavigatorNodeProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'station-navigator': StationNavigatorNodeProps;
  }
}

/** The plant navigator on a page (the shell's plant drawer): choosing a station makes it the current plant. */
function StationNavigatorWidget({ props, runtime, node }: WidgetRenderProps<StationNavigatorNodeProps>) {
  const navigator = useNavigator(props, runtime, node.list);
  const selectStation = useSelectStation();
  const selected = typeof props.selected === 'number' ? props.selected : null;
  return <StationNavigator {...navigator} selectedPsId={selected} onSelect={(station) => void selectStation(station)} />;
}

registerWidget('station-navigator', StationNavigatorWidget, { ownFailures: NAVIGATOR_DATA_PROPS });

import type { WidgetProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/rootStore';
import { SelectWidget } from './SelectWidget';

const PlantChoices = observer(function PlantChoices(props: WidgetProps) {
  const { plant } = useStores();
  const enumOptions = plant.stations.map((s) => ({ label: s.psName, value: s.psId }));
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
});

/** A plant among those the user may see (rjsf wants a plain function component here). */
export function PlantSelectWidget(props: WidgetProps) {
  return <PlantChoices {...props} />;
}

import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { HOME_BY_TYPE } from '../../stores/plantStore';
import type { FleetScopeProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'fleet-scope': FleetScopeProps;
  }
}

/** The viewer's time zone as the browser knows it. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The frame of a fleet-wide screen (overview, benchmarking). They are for users with more than one plant
 * (spec-digest 000 §2): a user with one plant is sent to that plant's home, as the logo and `/` send them. It also
 * publishes the viewer's time zone, whose day the fleet's curves follow.
 */
export const FleetScopeWidget = observer(function FleetScopeWidget({
  props,
  runtime,
  children,
}: WidgetRenderProps<FleetScopeProps>) {
  const { plant } = useStores();
  const zoneState = props.zoneState;
  useEffect(() => {
    if (zoneState && runtime.state[zoneState] === undefined) runtime.setState(zoneState, viewerZone());
  }, [zoneState, runtime]);
  const single = plant.plantCount === 1 ? plant.stations[0] : undefined;
  if (single) return <Navigate to={HOME_BY_TYPE[single.psType]} replace />;
  return <>{children}</>;
});

registerWidget('fleet-scope', FleetScopeWidget);

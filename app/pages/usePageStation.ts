import { startTransition, useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useStores } from '../../stores/rootStore';
import type { StationInfo } from '../../api/types';

export interface PageStation {
  psId: number | null;
  psName: string;
  info: StationInfo | null;
}

/**
 * The chosen station as a page sees it. A switch reaches the page in a transition, the same kind of update as
 * the router's: a switch that also changes the route (useSelectStation) arrives in one render with the new
 * route, so the page being left never renders, and never asks, with the new station.
 */
export function usePageStation(): PageStation {
  const { plant } = useStores();
  const [station, setStation] = useState<PageStation>(() => ({ psId: plant.psId, psName: plant.psName, info: plant.info }));
  useEffect(
    () =>
      reaction(
        () => plant.psId,
        (psId) => startTransition(() => setStation({ psId, psName: plant.psName, info: plant.info })),
        // A switch between the first render and this subscription is caught up at once.
        { fireImmediately: plant.psId !== station.psId },
      ),
    // station is read once, for that catch-up.
    [plant],
  );
  return station;
}

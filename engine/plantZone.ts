import { useContext } from 'react';
import { EngineContext } from './NodeRenderer';

/**
 * The zone of the station a page shows, so its readings and settings are on the station's clock
 * (docs/formats.md); undefined outside a schema page or before the station is known (the reader's clock).
 */
export function usePlantZone(): string | undefined {
  const engine = useContext(EngineContext);
  const plant = engine?.runtime.scope().plant as { info?: { timeZone?: unknown } | null } | undefined;
  const zone = plant?.info?.timeZone;
  return typeof zone === 'string' && zone ? zone : undefined;
}

import type { TFunction } from 'i18next';
import type { StoredEvent } from '../telemetry/eventLog';
import { pointName } from '../telemetry/catalogue/pointNames';
import { commandValue } from '../telemetry/catalogue/pointOptions';

/**
 * An event's text in the reader's language. The event stored its point's name and a command's value as they
 * were then (the catalogue's English unless an administrator renamed them); those read in the reader's
 * language too, a name the administrator gave stays.
 */
export function eventText(
  t: TFunction,
  e: Pick<StoredEvent, 'content_key' | 'content_params' | 'equip_type' | 'point_code'>,
): string {
  const params = JSON.parse(e.content_params) as Record<string, unknown>;
  if (e.point_code && typeof params.point === 'string') params.point = pointName(t, e.equip_type, e.point_code, params.point);
  if (typeof params.value === 'string') params.value = commandValue(t, params.value);
  return String(t(e.content_key, params));
}

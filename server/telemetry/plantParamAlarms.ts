import type { Db } from '../db/database';
import { EVENT_ACTION, EVENT_TYPE, type EventLog } from './eventLog';
import type { PointRegistry } from './pointRegistry';

const INVALID = 'event.plantParamInvalid';
/** A serious alarm: the station runs on a default nobody chose, and its branch or storage figures may be wrong. */
const LEVEL = 2;

/**
 * Plant parameters the portal cannot use, as station alarms: one occurrence per station and parameter while
 * the stored value stands, cleared once the value is fixed. The registry already runs on each one's default.
 */
export class PlantParamAlarms {
  /** Standing alarms by `psId|code`; read from the store at the first review after start or takeover. */
  private standing: Set<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly registry: PointRegistry,
    private readonly events: EventLog,
  ) {}

  /** Forgets what it knew: another process may have raised or cleared these alarms meanwhile. */
  reload(): void {
    this.standing = null;
  }

  async review(now = Date.now()): Promise<void> {
    this.standing ??= new Set(
      (
        await this.db
          .selectFrom('event')
          .select(['ps_id', 'point_code'])
          .where('content_key', '=', INVALID)
          .where('active', '=', 1)
          .execute()
      ).map((e) => `${e.ps_id}|${e.point_code}`),
    );
    const cleared = new Set(this.standing);
    for (const station of this.registry.stations.values())
      for (const fault of station.paramFaults) {
        const key = `${station.psId}|${fault.code}`;
        cleared.delete(key);
        if (this.standing.has(key)) continue;
        this.standing.add(key);
        process.emitWarning(`station ${station.psId}: parameter ${fault.code} = ${JSON.stringify(fault.value)} cannot be used`, {
          code: 'PLANT_PARAM_INVALID',
        });
        this.raise(station.psId, fault.code, true, { param: fault.code, stored: fault.value, fallback: fault.fallback }, now);
      }
    for (const key of cleared) {
      const [psId, code] = key.split('|') as [string, string];
      this.standing.delete(key);
      this.raise(Number(psId), code, false, { param: code }, now);
    }
  }

  private raise(psId: number, code: string, occur: boolean, params: object, now: number): void {
    this.events.raise({
      ps_id: psId,
      equip_id: null,
      equip_type: 'PS',
      collect_id: 0,
      point_code: code,
      level: LEVEL,
      event_time: now,
      event_type: EVENT_TYPE.state,
      action: occur ? EVENT_ACTION.occur : EVENT_ACTION.vanish,
      content_key: occur ? INVALID : 'event.plantParamFixed',
      content_params: JSON.stringify(params),
      confirmed: 0,
    });
  }
}

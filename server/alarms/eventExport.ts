import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { requestLanguage, translatorFor } from '../http/language';
import { route } from '../http/route';
import { countRows } from '../http/pagination';
import { formatZonedTime } from '../../shared/zonedTime';
import { toXlsx } from '../entities/spreadsheet';
import { exportEvents } from '../../shared/contracts/alarms';
import type { EventRow } from './eventRows';
import type { EventReader } from './eventReader';

/** The export's row limit: beyond it the caller narrows the filter (a spreadsheet of millions helps nobody). */
const EXPORT_MAX_ROWS = 50_000;

/** The export's columns, as locale keys. */
const COLUMNS = [
  'alarms.time',
  'alarms.station',
  'alarms.device',
  'alarms.levelColumn',
  'alarms.type',
  'alarms.action',
  'alarms.content',
  'alarms.repeats',
  'alarms.stateColumn',
  'alarms.clearedAt',
  'alarms.confirmedBy',
  'alarms.confirmedAt',
  'alarms.comment',
];

/**
 * The export's cells of one event, in the reader's language; times are the station's local time with its offset
 * (the reader's zone is unknown here, docs/formats.md).
 */
function exportCells(app: FastifyInstance, request: FastifyRequest) {
  const t = translatorFor(request);
  const language = requestLanguage(request);
  const when = (ms: number | null, psId: number) =>
    ms === null
      ? null
      : formatZonedTime(ms, language, app.telemetry.registry.stations.get(psId)?.timeZone ?? 'UTC', 'second', null);
  return (r: EventRow) => [
    when(r.eventTime, r.psId),
    r.psName,
    r.equipName,
    t(`alarms.level.${r.level}`),
    t(`alarms.types.${r.eventType}`),
    t(`alarms.actions.${r.action}`),
    r.content,
    r.repeats || null,
    t(r.active ? 'alarms.state.active' : r.clearedAt !== null ? 'alarms.state.cleared' : 'alarms.state.none'),
    when(r.clearedAt, r.psId),
    r.confirmedBy,
    when(r.confirmedAt, r.psId),
    r.confirmComment,
  ];
}

/** The events the filter selects as a spreadsheet, newest first; refused beyond EXPORT_MAX_ROWS. */
export function eventExportRoute(app: FastifyInstance, events: EventReader) {
  return route(exportEvents, {
    access: 'event:event:export',
    handler: async (request, reply) => {
      await app.telemetry.events.flushForRead();
      const matching = events.matching(request, request.body ?? {});
      const total = await countRows(matching);
      if (total > EXPORT_MAX_ROWS)
        throw new ApiError(400, 'server.alarms.exportTooLarge', { count: total, max: EXPORT_MAX_ROWS });
      const stored = await matching.selectAll().orderBy('event.event_time', 'desc').orderBy('event.event_id', 'desc').execute();
      const t = translatorFor(request);
      const file = await toXlsx(
        COLUMNS.map((key) => t(key)),
        events.rowsOf(request, stored).map(exportCells(app, request)),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="events.xlsx"')
        .send(file);
    },
  });
}

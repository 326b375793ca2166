import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requestLanguage, translatorFor } from '../http/language';
import { visibleStation, visibleStations } from '../monitor/stationAccess';
import type { StationFacts } from '../telemetry/pointRegistry';
import { quotaAnalysisGrid, periodDays } from './quotaAnalysisGrid';
import {
  cancelRecalculation,
  quotaEntry,
  quotaExport,
  quotaGrid,
  recalculationOf,
  startRecalculation,
} from '../../shared/contracts/quotas';
import type { BodyOf } from '../../shared/contracts/common';
import { gridWorkbook } from './quotaAnalysisExport';
import { checkEntry } from './quotaEntry';
import { reportGrid } from './reportGrid';

const READ = 'indicator:quota:query';
const DATE = { year: /^\d{4}$/, month: /^\d{4}-(0[1-9]|1[0-2])$/, day: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/ } as const;

type GridBody = BodyOf<typeof quotaGrid>;

/** Indicator analysis: the quota grid, staff entries, recalculation and export (docs/quotas.md). */
export function registerIndicatorRoutes(app: FastifyInstance): void {
  const { quotas, recalculation } = app;

  /** The stations a grid request names that the caller may see: of one type for the indicator analysis. */
  async function stationsOf(request: FastifyRequest, body: GridBody): Promise<StationFacts[]> {
    if (!DATE[body.period].test(body.date)) throw new ApiError(400, 'server.quotas.badDate', {}, 'date');
    if (body.psId !== undefined) return [visibleStation(app, request, body.psId)];
    if (!body.psType && body.use !== 'report') throw new ApiError(400, 'server.quotas.stationOrType', {}, 'psId');
    let stations = visibleStations(app, callerOf(request), body.psType ? [body.psType] : undefined);
    if (body.tagId !== undefined) {
      const tagged = await app.db.selectFrom('tag_station').select('ps_id').where('tag_id', '=', body.tagId).execute();
      const ids = new Set(tagged.map((r) => r.ps_id));
      stations = stations.filter((s) => ids.has(s.psId));
    }
    return stations;
  }

  async function gridFor(request: FastifyRequest, body: GridBody) {
    const use = body.use ?? 'indicator';
    const stations = await stationsOf(request, body);
    const psType = stations[0]?.psType ?? body.psType ?? 'PV';
    const catalogue = quotas.catalogues.of(use, psType);
    if (!catalogue) throw new ApiError(404, 'server.quotas.noCatalogue', { psType });
    if (stations.some((s) => quotas.catalogues.of(use, s.psType) !== catalogue))
      throw new ApiError(400, 'server.quotas.mixedTypes', {}, 'psType');
    return use === 'report'
      ? reportGrid(quotas, catalogue, stations, body.period, body.date)
      : quotaAnalysisGrid(quotas, catalogue, stations, body.period, body.date);
  }

  registerRoutes(app, [
    route(quotaGrid, {
      access: READ,
      handler: async (request) => ok(await gridFor(request, request.body)),
    }),

    route(quotaExport, {
      access: 'indicator:quota:export',
      handler: async (request, reply) => {
        const grid = await gridFor(request, request.body);
        const file = await gridWorkbook(grid, translatorFor(request), requestLanguage(request));
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="indicators-${grid.catalogue}-${grid.date}.xlsx"`)
          .send(file);
      },
    }),

    route(quotaEntry, {
      access: 'indicator:quota:edit',
      handler: async (request) => {
        const { psId, day, quotaCode, value } = request.body;
        const station = visibleStation(app, request, psId);
        if (!DATE.day.test(day) || day > quotas.today(station)) throw new ApiError(400, 'server.quotas.badDay', {}, 'day');
        const catalogue = quotas.catalogueOf(station);
        const quota = catalogue?.byCode.get(quotaCode);
        if (!catalogue || !quota?.modify) throw new ApiError(400, 'server.quotas.notEditable', { quotaCode }, 'quotaCode');
        checkEntry(quota, value);
        if (value === null)
          await app.db
            .deleteFrom('quota_edit')
            .where('ps_id', '=', psId)
            .where('day', '=', day)
            .where('quota_code', '=', quotaCode)
            .execute();
        else {
          const row = {
            ps_id: psId,
            day,
            quota_code: quotaCode,
            value,
            edited_by: callerOf(request).userName,
            edited_at: Date.now(),
          };
          await app.db
            .insertInto('quota_edit')
            .values(row)
            .onConflict((oc) =>
              oc
                .columns(['ps_id', 'day', 'quota_code'])
                .doUpdateSet({ value, edited_by: row.edited_by, edited_at: row.edited_at }),
            )
            .execute();
        }
        const values =
          day < quotas.today(station)
            ? await quotas.store(catalogue, station, day)
            : await quotas.compute(catalogue, station, day);
        return ok({ psId, day, values });
      },
    }),

    route(startRecalculation, {
      access: 'indicator:quota:recalculate',
      handler: async (request) => {
        const { psId, period, date } = request.body;
        if (!DATE[period].test(date)) throw new ApiError(400, 'server.quotas.badDate', {}, 'date');
        const station = visibleStation(app, request, psId);
        const { from, to } = periodDays(period, date);
        const job = await recalculation.start(station, from, to, callerOf(request).userName);
        if (!job) {
          // The slot is this plant's, which the caller sees: the refusal names it and nothing else.
          const [running] = await recalculation.jobsOf([psId]);
          throw new ApiError(409, 'server.quotas.recalculationRunning', {
            psName: station.psName,
            percent: running?.days ? Math.round((100 * running.done) / running.days) : 0,
          });
        }
        return ok(job);
      },
    }),

    route(recalculationOf, {
      access: READ,
      handler: async (request) => ok((await visibleJobs(request, request.query.psId))[0] ?? null),
    }),

    route(cancelRecalculation, {
      access: 'indicator:quota:recalculate',
      handler: async (request) => {
        const live = (await visibleJobs(request, request.query.psId)).find((j) => j.state === 'queued' || j.state === 'running');
        if (!live || !(await recalculation.cancel(live.psId))) throw new ApiError(409, 'server.quotas.nothingToCancel');
        return ok((await recalculation.jobsOf([live.psId]))[0] ?? null);
      },
    }),
  ]);

  /** The jobs of one plant, or of every plant the caller sees, newest first. */
  function visibleJobs(request: FastifyRequest, psId: number | undefined) {
    const psIds =
      psId !== undefined ? [visibleStation(app, request, psId).psId] : visibleStations(app, callerOf(request)).map((s) => s.psId);
    return recalculation.jobsOf(psIds);
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { visibleStation } from '../monitor/stationAccess';
import { REMOTE_CONTROL } from '../remote/remoteRoutes';
import { guardAttempt, refuse } from '../remote/commandDispatch';
import { reservedPoint } from '../remote/controlPoint';
import { auditRemote, type RemoteAttempt } from '../remote/remoteAudit';
import { EXECUTE_REFUSALS } from '../../shared/selectReservations';
import {
  MAX_PERIODS,
  canonicalSettings,
  checkRemoteEnable,
  checkRunSettings,
  enableManual,
  type RunSettings,
  type SettingsError,
} from '../../shared/runSettings';
import { applyRunSettings, readRunSettings, remoteEnable } from '../../shared/contracts/energyStorage';
import { emsTarget, storageOf } from './storageStation';
import type { StationFacts } from '../telemetry/pointRegistry';

/** A refusal naming the first rule broken, in the caller's language. */
function refusal(t: TFunction, errors: SettingsError[], prefix?: string): ApiError {
  const first = errors[0]!;
  const reason = t(`runSettings.errors.${first.reason}`, first.params ?? {});
  return new ApiError(400, 'runSettings.errors.invalid', {}, first.field, prefix ? t(prefix, { reason }) : reason);
}

/** A number for select-before-operate: the same settings always give the same one. */
function fingerprint(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

/**
 * Run settings of a storage station's energy management (spec-digest 001 §4, §5, §8): reading them, applying them,
 * and the remote enabling of manual dispatch. Both writes go through select-before-operate: a select checks
 * the operation password, the plant's remote setting and every rule, and reserves the station's settings
 * for that user and that exact content for 30 s; the execute of the same content applies them. Every step
 * is audited as a remote-adjustment event.
 */
export function registerRunSettingsRoutes(app: FastifyInstance): void {
  const { db } = app;

  /** Select or execute of new settings, after the guard and the rules. */
  async function operate(
    request: FastifyRequest,
    station: StationFacts,
    step: 0 | 1,
    passwd: string,
    next: RunSettings,
    summary: string,
    done: string,
  ) {
    const t = translatorFor(request);
    const caller = callerOf(request);
    const attempt: RemoteAttempt = {
      psId: station.psId,
      target: emsTarget(station),
      caller,
      kind: 'adjust',
      value: null,
      rawValue: summary,
    };
    await guardAttempt(app, attempt, passwd);
    const units = storageOf(app, station);
    if (!units.simulated)
      return refuse(
        app,
        attempt,
        'noChannel',
        new ApiError(
          502,
          'server.remote.failed',
          {},
          undefined,
          t('server.remote.setFailed', { reason: t('server.remote.reasons.noChannel') }),
        ),
      );
    const key = reservedPoint(attempt.target);
    const value = fingerprint(canonicalSettings(next));
    const { reservations } = app.remote;
    if (step === 0) {
      if (!(await reservations.select(key, caller.userId, value)))
        return refuse(app, attempt, 'reserved', new ApiError(409, 'server.remote.reserved'));
      await auditRemote(db, attempt, 'selected');
      return ok(true, t('server.remote.selected'));
    }
    const verdict = await reservations.execute(key, caller.userId, value);
    if (verdict !== 'ok') return refuse(app, attempt, verdict, new ApiError(409, EXECUTE_REFUSALS[verdict]));
    const row = { ps_id: station.psId, settings: JSON.stringify(next), applied_by: caller.userName, applied_at: Date.now() };
    await db
      .insertInto('storage_run_settings')
      .values(row)
      .onConflict((oc) =>
        oc.column('ps_id').doUpdateSet({ settings: row.settings, applied_by: row.applied_by, applied_at: row.applied_at }),
      )
      .execute();
    app.telemetry.applyRunSettings(station.psId, next, row.applied_at);
    await auditRemote(db, attempt, 'set');
    return ok(true, t(done));
  }

  registerRoutes(app, [
    route(readRunSettings, {
      access: 'monitor:station:query',
      handler: async (request) => {
        const station = visibleStation(app, request, request.query.psId);
        const units = storageOf(app, station);
        if (units.converters.length === 0) throw new ApiError(404, 'server.energyStorage.noStorage');
        const row = await db
          .selectFrom('storage_run_settings')
          .select(['applied_by', 'applied_at'])
          .where('ps_id', '=', station.psId)
          .executeTakeFirst();
        return ok({
          settings: app.telemetry.runSettings.of(station, units.ratedKw),
          appliedBy: row?.applied_by ?? null,
          appliedAt: row?.applied_at ?? null,
          ratedKw: units.ratedKw,
          maxPeriods: MAX_PERIODS,
          converters: units.converters.map((d) => ({ equipId: d.equipId, equipName: d.name, ratedKw: d.peakPower })),
        });
      },
    }),

    route(applyRunSettings, {
      access: REMOTE_CONTROL,
      handler: async (request) => {
        const { psId, type, passwd, settings } = request.body;
        const station = visibleStation(app, request, psId);
        const units = storageOf(app, station);
        if (units.converters.length === 0) throw new ApiError(404, 'server.energyStorage.noStorage');
        const errors = checkRunSettings(settings, units.ratedKw);
        if (errors.length) throw refusal(translatorFor(request), errors);
        return operate(request, station, type, passwd, settings, describe(settings), 'runSettings.applied');
      },
    }),

    route(remoteEnable, {
      access: REMOTE_CONTROL,
      handler: async (request) => {
        const { psId, type, passwd, ...enable } = request.body;
        const station = visibleStation(app, request, psId);
        const units = storageOf(app, station);
        if (units.converters.length === 0) throw new ApiError(404, 'server.energyStorage.noStorage');
        const errors = checkRemoteEnable(enable, units.ratedKw);
        if (errors.length) throw refusal(translatorFor(request), errors, 'runSettings.enableFailed');
        const next = enableManual(app.telemetry.runSettings.of(station, units.ratedKw), enable);
        const answer = await operate(request, station, type, passwd, next, describe(next), 'runSettings.enabled');
        // The converters take the station's power afresh: set-points written to one of them before are released.
        if (type === 1) app.telemetry.releaseSetPoints(station.psId);
        return answer;
      },
    }),
  ]);
}

/** The settings as the audit trail shows them. */
function describe(s: RunSettings): string {
  const head = [s.runMode, s.gridMode === 'on' ? 'on-grid' : 'off-grid', s.controlType];
  if (s.controlType === 'demandLimit') head.push(`limit ${s.demandLimitKw} kW`);
  if (s.runMode === 'manual') return [...head, `P ${s.activePowerKw} kW`, `Q ${s.reactivePowerKvar} kvar`].join(', ');
  if (s.runMode === 'proxy') return head.join(', ');
  return [...head, ...s.periods.map((p) => `${p.start}-${p.end} ${p.mode} ${p.powerKw} kW`)].join(', ');
}

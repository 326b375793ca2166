import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { holds, type Permission } from '../../shared/permissions';
import { validateBody } from '../entities/entityValidation';
import type { EntityRegistry } from '../entities/entityRegistry';
import type { EntityAccess } from '../entities/entityAccess';
import { requireChangeable } from '../entities/entityOwnership';
import type { LooseDb } from '../entities/entityStore';
import type { Db } from '../db/database';
import {
  MAX_REGISTERED_DEVICES,
  stepOfField,
  type Registered,
  type RegistrationBody,
  type TemplateDevice,
} from '../../shared/registration';
import { timeZoneAt } from './timeZoneAt';
import { initialStationParams } from './stationParams';
import { isTimeZone } from '../../shared/stationDay';

type Row = Record<string, unknown>;

/** A body every part of which passed the entities' own rules: what one transaction then writes. */
export interface CheckedRegistration {
  station: Row;
  devices: TemplateDevice[];
  channel: Row | null;
  labelIds: number[];
  newLabels: Row[];
}

/** A stand-in plant id for validating children before the plant exists (their schemas require one). */
const NOT_YET = 1;

/**
 * Registers a new station with its devices, channel and labels: every part is checked with the rules of its
 * entity definition (the same the CRUD screens use) before anything is written, then all of it is written in
 * one transaction. A refusal names the wizard's step and the field (`station.capacity`, `devices.3.equipName`).
 */
export class StationRegistration {
  private readonly station: EntityAccess;
  private readonly equipment: EntityAccess;
  private readonly channel: EntityAccess;
  private readonly label: EntityAccess;

  constructor(
    private readonly db: Db,
    entities: EntityRegistry,
  ) {
    this.station = entities.access('powerStation');
    this.equipment = entities.access('equipment');
    this.channel = entities.access('channel');
    this.label = entities.access('label');
  }

  async check(request: FastifyRequest, body: RegistrationBody, t: TFunction): Promise<CheckedRegistration> {
    const caller = callerOf(request);
    const need = (permission: Permission) => {
      if (!holds(caller.permissions, permission)) throw new ApiError(403, 'server.auth.forbidden');
    };
    if (body.devices.length) need(this.equipment.can('add'));
    if (body.feed === 'modbus-tcp') need(this.channel.can('add'));
    if (body.newLabels.length) need(this.label.can('add'));
    if (body.labelIds.length) need(this.label.can('edit'));

    const station = await this.checkStation(request, body.station, t);
    const devices = await this.checkDevices(body.devices, t);
    let channel: Row | null = null;
    if (body.feed === 'modbus-tcp') {
      if (!body.channel) throw this.refusal(t, 'channel.param', t('validation.required', { field: t('entity.channel.param') }));
      channel = this.validated(this.channel, 'channel', { ...body.channel, psId: NOT_YET, protocol: 'modbus-tcp' }, t);
    }
    const labelIds = [...new Set(body.labelIds)];
    const visible = await this.label.visibleIds(request, labelIds);
    const unknown = labelIds.find((id) => !visible.includes(id));
    if (unknown !== undefined)
      throw this.refusal(t, 'labelIds', t('validation.refUnknown', { field: t('entity.label.tagName') }));
    await requireChangeable(this.label, request, labelIds).catch((error: ApiError) => {
      throw new ApiError(403, error.messageKey, {}, 'labelIds', this.named(t, 'labelIds', error.text ?? t(error.messageKey)));
    });
    const newLabels = body.newLabels.map((l, i) =>
      this.validated(this.label, `newLabels.${i}`, { tagName: l.tagName, shared: l.shared, isEffective: 1 }, t),
    );
    return { station, devices, channel, labelIds, newLabels };
  }

  /** The plant's fields by its definition, its group within the caller's reach, its zone from its coordinates. */
  private async checkStation(request: FastifyRequest, input: Row, t: TFunction): Promise<Row> {
    const body = { ...input };
    const { latitude, longitude } = body;
    if ((body.timeZone === undefined || body.timeZone === '') && typeof latitude === 'number' && typeof longitude === 'number')
      // Coordinates off the globe get a stand-in zone: the refusal then names them, not the zone they lack.
      body.timeZone = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? timeZoneAt(latitude, longitude) : 'UTC';
    const station = this.validated(this.station, 'station', body, t);
    if (!isTimeZone(String(station.timeZone))) throw this.refusal(t, 'station.timeZone', t('server.station.timeZone'));
    for (const [field, dict] of [
      ['psType', 'ps_type'],
      ['pvType', 'pv_type'],
    ] as const)
      if (station[field] != null && !(await this.inDictionary(dict, String(station[field]))))
        throw this.refusal(t, `station.${field}`, t('validation.refUnknown', { field: t(`entity.station.${field}`) }));
    const deptId = Number(station.deptId);
    const group = await this.db.selectFrom('sys_dept').select('dept_id').where('dept_id', '=', deptId).executeTakeFirst();
    if (!group) throw this.refusal(t, 'station.deptId', t('validation.refUnknown', { field: t('entity.user.deptId') }));
    const scope = callerOf(request).deptScope;
    if (scope !== null && !scope.includes(deptId))
      throw new ApiError(
        403,
        'registration.foreignGroup',
        {},
        'station.deptId',
        this.named(t, 'station.deptId', t('registration.foreignGroup')),
      );
    return station;
  }

  /** Each device by the equipment definition; a type per collector number once; parents listed before children. */
  private async checkDevices(devices: TemplateDevice[], t: TFunction): Promise<TemplateDevice[]> {
    if (devices.length > MAX_REGISTERED_DEVICES)
      throw this.refusal(t, 'devices', t('registration.tooManyDevices', { count: devices.length, max: MAX_REGISTERED_DEVICES }));
    const seen = new Map<string, number>();
    const types = new Set(
      (await this.db.selectFrom('sys_dict_data').select('dict_value').where('dict_type', '=', 'equip_type').execute()).map(
        (r) => r.dict_value,
      ),
    );
    for (const [i, d] of devices.entries()) {
      const { parent, ...fields } = d;
      const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
      const checked = this.validated(this.equipment, `devices.${i}`, { ...body, psId: NOT_YET }, t);
      if (!types.has(String(checked.equipType)))
        throw this.refusal(t, `devices.${i}.equipType`, t('validation.refUnknown', { field: t('entity.equipment.equipType') }));
      const key = `${checked.equipType}|${checked.collectId}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        throw this.refusal(
          t,
          `devices.${i}.collectId`,
          t('registration.duplicateDevice', {
            field: t('entity.equipment.collectId'),
            value: checked.collectId,
            row: earlier + 1,
          }),
        );
      seen.set(key, i);
      if (parent !== null && (!Number.isInteger(parent) || parent < 0 || parent >= i))
        throw this.refusal(t, `devices.${i}.parentId`, t('validation.refUnknown', { field: t('entity.equipment.parentId') }));
    }
    return devices;
  }

  /** Writes the station and everything with it in one transaction; answers what was made. */
  async store(request: FastifyRequest, checked: CheckedRegistration): Promise<Registered> {
    const configs = await this.db
      .selectFrom('point_config')
      .select(['point_config_id', 'equip_type', 'model_name'])
      .where('ps_id', 'is', null)
      .orderBy('point_config_id')
      .execute();
    const tableOf = new Map(configs.map((c) => [`${c.equip_type}|${c.model_name}`, c.point_config_id]));
    return (this.db as unknown as LooseDb).transaction().execute(async (trx: LooseDb) => {
      const psId = await this.station.insert(request, checked.station, trx);
      const station = checked.station;
      await trx
        .insertInto('ps_param')
        .values(
          initialStationParams(String(station.psType), Number(station.latitude)).map((p, sort) => ({
            ...p,
            ps_id: psId,
            status: '0',
            sort,
            remark: null,
          })),
        )
        .execute();
      const ids: number[] = [];
      for (const [order, d] of checked.devices.entries()) {
        const { parent, ...fields } = d;
        const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
        ids.push(
          await this.equipment.insert(
            request,
            {
              ...body,
              psId,
              parentId: parent === null ? null : ids[parent],
              pointConfigId: tableOf.get(`${d.equipType}|${d.model}`) ?? null,
              sn: `${d.equipType}${String(psId).padStart(3, '0')}${String(d.collectId).padStart(4, '0')}`,
              orderNum: order,
            },
            trx,
          ),
        );
      }
      const channelId = checked.channel ? await this.channel.insert(request, { ...checked.channel, psId }, trx) : null;
      if (checked.labelIds.length)
        await trx
          .insertInto('tag_station')
          .values(checked.labelIds.map((tag_id) => ({ tag_id, ps_id: psId })))
          .execute();
      const made: number[] = [];
      for (const label of checked.newLabels) made.push(await this.label.insert(request, { ...label, psIds: [psId] }, trx));
      return {
        psId,
        psType: String(station.psType),
        equipment: ids.length,
        channelId,
        labelIds: [...checked.labelIds, ...made],
      };
    });
  }

  private async inDictionary(type: string, value: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sys_dict_data')
      .select('dict_code')
      .where('dict_type', '=', type)
      .where('dict_value', '=', value)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** A part's body by its entity's schema; a problem is refused with the part's prefix on the field. */
  private validated(access: EntityAccess, part: string, body: Row, t: TFunction): Row {
    try {
      return validateBody(access.def, 'create', body, t);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw this.refusal(t, error.field ? `${part}.${error.field}` : part, error.text ?? t(error.messageKey));
    }
  }

  /** The message with the wizard step it belongs to, so the user knows where to go back to. */
  private named(t: TFunction, field: string, msg: string): string {
    const device = /^devices\.(\d+)/.exec(field);
    const where = device
      ? `${t('registration.step.devices')} ${Number(device[1]) + 1}`
      : t(`registration.step.${stepOfField(field)}`);
    return t('registration.refusedAt', { step: where, msg });
  }

  private refusal(t: TFunction, field: string, msg: string): ApiError {
    return new ApiError(400, 'validation.format', {}, field, this.named(t, field, msg));
  }
}

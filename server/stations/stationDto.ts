import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PowerStationTable } from '../db/tables';
import type { StationDto, StationType } from '../../shared/stationDto';

export type StationRow = Selectable<PowerStationTable>;
export type { StationDto, StationType } from '../../shared/stationDto';

export function toStationDto(row: StationRow, attachments: { att_name: string; att_url: string }[] = []): StationDto {
  return {
    psId: row.ps_id,
    psName: row.ps_name,
    psShortName: row.ps_short_name,
    psCode: row.ps_code,
    psType: row.ps_type as StationType,
    pvType: row.pv_type,
    deptId: row.dept_id,
    country: row.country,
    district: row.district,
    address: row.address,
    longitude: row.longitude,
    latitude: row.latitude,
    timeZone: row.time_zone,
    capacity: row.capacity,
    capUnit: row.ps_type === 'PV' ? 'kWp' : 'kW',
    batteryCapacity: row.battery_capacity,
    state: row.state,
    remoteEnabled: row.remote_enabled,
    operationDate: row.operation_date,
    gridType: row.grid_type,
    contactPerson: row.contact_person,
    contactPhone: row.contact_phone,
    price: row.price,
    orderNum: row.order_num,
    remark: row.remark,
    redirect: row.redirect_mname ? { mname: row.redirect_mname } : null,
    photo: attachments[0]?.att_url ?? null,
    attachments: attachments.map((a) => ({ attName: a.att_name, attUrl: a.att_url })),
  };
}

/** Maps rows to DTOs with their attachments, in one query for the whole page. */
export async function stationDtos(db: Db, rows: StationRow[]): Promise<StationDto[]> {
  if (rows.length === 0) return [];
  const atts = await db
    .selectFrom('ps_attachment')
    .select(['ps_id', 'att_name', 'att_url'])
    .where(
      'ps_id',
      'in',
      rows.map((r) => r.ps_id),
    )
    .orderBy('att_id')
    .execute();
  const byStation = new Map<number, typeof atts>();
  for (const a of atts) byStation.set(a.ps_id, [...(byStation.get(a.ps_id) ?? []), a]);
  return rows.map((r) => toStationDto(r, byStation.get(r.ps_id)));
}

import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { hashPassword } from '../auth/password';
import { ROLE_PERMISSIONS } from '../auth/roles';
import { COUNTRY_LANGUAGE, DEMO_STATIONS, demoDepartment, type DemoStation } from './demoFleet';
import { DEMO_TODOS, demoLabelName, demoLabelOwner } from './demoWork';
import { demoTariffs } from './demoTariffs';
import { demoEquipment, namesIn } from './demoEquipment';
import { translatorIn } from '../http/language';
import { faultPlans } from '../sources/simulator/faults';
import { ownStreamPath } from '../../shared/cameraStream';
import { stationPhotoSvg } from './stationPhoto';
import { seedPointTables } from '../telemetry/catalogue/seedPointTables';
import { demoStationTarget, growDemoFleet } from './growFleet';
import { initialStationParams } from '../registration/stationParams';

export const DEMO_ACCOUNTS = [
  { userName: 'admin', nickName: 'Administrator', deptId: 1, role: 'admin' },
  { userName: 'gadmin', nickName: 'China group admin', deptId: 3, role: 'gadmin' },
  { userName: 'operator', nickName: 'Europe operator', deptId: 4, role: 'operator' },
  { userName: 'partner', nickName: 'Nordic service partner', deptId: 2, role: 'operator' },
] as const;

const DEPARTMENTS = [
  { dept_id: 1, parent_id: 0, ancestors: '0', dept_name: 'PortalEnergyGroup', order_num: 0 },
  { dept_id: 3, parent_id: 1, ancestors: '0,1', dept_name: 'ChinaRegion', order_num: 1 },
  { dept_id: 4, parent_id: 1, ancestors: '0,1', dept_name: 'EuropeRegion', order_num: 2 },
  { dept_id: 2, parent_id: 4, ancestors: '0,1,4', dept_name: 'NordicServicePartner', order_num: 3 },
];

/**
 * Cloud remote operation is on where there is something to operate (inverters, PCS): every plant but the
 * wind farms, and but one Polish PV plant, which shows how a disabled plant refuses.
 */
export const REMOTE_DISABLED_DEMO_PLANT = 'Farma Fotowoltaiczna Witnica';

/**
 * The voltage level a plant of this size feeds in at (IEC 60038 bands): a rooftop on the low-voltage grid,
 * a field of a few MW on the 10-35 kV network, a utility plant on 110-220 kV, the largest above that.
 */
function gridLevel(capacityKw: number): string {
  return capacityKw <= 400 ? 'LV' : capacityKw <= 20_000 ? 'MV' : capacityKw <= 300_000 ? 'HV' : 'EHV';
}

function remoteEnabledInDemo(station: DemoStation): boolean {
  return station.type !== 'WP' && station.name !== REMOTE_DISABLED_DEMO_PLANT;
}

/** Fills an empty store with the demo organisation and fleet; a store that has users is left alone. */
export async function seedDemo(db: Db, dataDir: string, password: string): Promise<boolean> {
  const anyUser = await db.selectFrom('sys_user').select('user_id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const now = Date.now();
  // One hash per account: each gets its own salt. The operation password of remote control is the same demo password.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(password)));
  const operationHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(password)));

  await db.transaction().execute(async (trx) => {
    const pointConfigs = await seedPointTables(trx);
    await trx
      .insertInto('sys_dept')
      .values(DEPARTMENTS.map((d) => ({ ...d, logo: '/logo.svg' })))
      .execute();
    const roleIds = new Map<string, number>();
    for (const [roleKey, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      const row = await trx
        .insertInto('sys_role')
        .values({ role_key: roleKey, role_name: roleKey, permissions: permissions.join(',') })
        .returning('role_id')
        .executeTakeFirstOrThrow();
      roleIds.set(roleKey, row.role_id);
    }
    const userIds = new Map<string, number>();
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const row = await trx
        .insertInto('sys_user')
        .values({
          dept_id: account.deptId,
          user_name: account.userName,
          nick_name: account.nickName,
          email: `${account.userName}@portal.example`,
          phone: null,
          sex: '0',
          avatar: null,
          password_hash: passwordHashes[i]!,
          operation_password_hash: operationHashes[i]!,
          status: '0',
          failed_logins: 0,
          locked_until: 0,
          created_at: now,
          remark: 'demo account',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      userIds.set(account.userName, row.user_id);
      await trx
        .insertInto('sys_user_role')
        .values({ user_id: row.user_id, role_id: roleIds.get(account.role)! })
        .execute();
    }

    const labelIds = new Map<string, number>();
    const stationIds = new Map<string, number>();
    const photoDir = path.join(dataDir, 'uploads', 'station');
    fs.mkdirSync(photoDir, { recursive: true });

    for (const [index, s] of DEMO_STATIONS.entries()) {
      const code = `${s.country}-${s.type}-${String(index + 1).padStart(3, '0')}`;
      const { ps_id: psId } = await trx
        .insertInto('power_station')
        .values({
          ps_name: s.name,
          ps_short_name: null,
          ps_code: code,
          ps_type: s.type,
          pv_type: s.pvType ?? null,
          dept_id: demoDepartment(s.country),
          country: s.country,
          district: s.district,
          address: `${s.district}, ${s.country}`,
          longitude: s.longitude,
          latitude: s.latitude,
          time_zone: s.timeZone,
          capacity: s.capacity,
          battery_capacity: s.battery ?? 0,
          state: 1,
          operation_date: s.operationDate,
          grid_type: gridLevel(s.capacity),
          contact_person: null,
          contact_phone: null,
          price: null,
          redirect_mname: null,
          order_num: index + 1,
          remark: null,
          created_at: now,
          remote_enabled: remoteEnabledInDemo(s) ? 1 : 0,
        })
        .returning('ps_id')
        .executeTakeFirstOrThrow();

      stationIds.set(s.name, psId);
      fs.writeFileSync(path.join(photoDir, `${psId}.svg`), stationPhotoSvg(s, psId));
      await trx
        .insertInto('ps_attachment')
        .values({ ps_id: psId, att_name: `${s.name}.svg`, att_url: `/profile/station/${psId}.svg`, created_at: now })
        .execute();

      await trx
        .insertInto('ps_param')
        .values(
          initialStationParams(s.type, s.latitude, s.branches, translatorIn(COUNTRY_LANGUAGE[s.country])).map((p, sort) => ({
            ...p,
            ps_id: psId,
            status: '0',
            sort,
            remark: null,
          })),
        )
        .execute();

      const tariffs = demoTariffs(s);
      if (tariffs.length)
        await trx
          .insertInto('tariff')
          .values(tariffs.map((t) => ({ ...t, ps_id: psId })))
          .execute();

      // Box numbers of the fault plans do not depend on when the store was made.
      // Named in the station's country's language, as its own staff would have named them.
      const { name, place } = namesIn(translatorIn(COUNTRY_LANGUAGE[s.country]));
      const devices = demoEquipment(s, faultPlans(now)[code], name, place);
      const ids: number[] = [];
      for (const [order, d] of devices.entries()) {
        const row = await trx
          .insertInto('equipment')
          .values({
            ps_id: psId,
            equip_type: d.equipType,
            equip_name: d.equipName,
            collect_id: d.collectId,
            point_config_id: pointConfigs.get(`${d.equipType}|${d.model}`) ?? null,
            parent_id: d.parent === undefined ? null : ids[d.parent]!,
            place: d.place,
            model: d.model,
            sn: `${d.equipType}${String(psId).padStart(3, '0')}${String(d.collectId).padStart(4, '0')}`,
            peak_power: d.peakPower,
            order_num: order,
            camera_brand: d.camera?.brand ?? null,
            camera_type: d.camera?.type ?? null,
          })
          .returning('equip_id')
          .executeTakeFirstOrThrow();
        ids.push(row.equip_id);
        // A demo camera streams the portal's own test picture, served under its own id.
        if (d.camera?.ownStream)
          await trx
            .updateTable('equipment')
            .set({ stream_url: ownStreamPath(row.equip_id) })
            .where('equip_id', '=', row.equip_id)
            .execute();
      }

      for (const label of s.labels.map((l) => demoLabelName(l, s.country))) {
        let tagId = labelIds.get(label);
        if (!tagId) {
          const row = await trx
            .insertInto('user_tag')
            .values({
              tag_name: label,
              user_id: userIds.get(demoLabelOwner(s.country))!,
              is_effective: 1,
              shared: 1,
              remark: null,
              created_at: now,
            })
            .returning('tag_id')
            .executeTakeFirstOrThrow();
          tagId = row.tag_id;
          labelIds.set(label, tagId);
        }
        await trx.insertInto('tag_station').values({ tag_id: tagId, ps_id: psId }).execute();
      }
    }

    for (const { userName, country, titles } of DEMO_TODOS) {
      const psId = stationIds.get(DEMO_STATIONS.find((st) => st.country === country)!.name)!;
      await trx
        .insertInto('todo_item')
        .values(
          titles.map((title) => ({
            user_id: userIds.get(userName)!,
            assignee_id: userIds.get(userName)!,
            title,
            is_handle: 0,
            created_at: now,
            updated_at: now,
            ps_id: psId,
          })),
        )
        .execute();
    }
  });
  await growDemoFleet(db, dataDir, demoStationTarget());
  return true;
}

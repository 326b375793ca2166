import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from '../../server/db/database';
import { tableModel } from '../../server/db/storeModel';
import { readStoredSchema, type StoredTable } from '../../server/db/storedSchema';
import { loadEntities } from '../../server/entities/entityFiles';
import { backends, startPortal } from './harness';

const entities = loadEntities('schemas');
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A data folder holding the committed old store: the SQLite file the code before one storage definition made. */
function oldStore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-old-store-'));
  dirs.push(dir);
  const file = new SQLite(path.join(dir, 'portal.sqlite'));
  file.exec(fs.readFileSync('tests/fixtures/stores/store-v1.sql', 'utf8'));
  file.close();
  return dir;
}

/** Each entity table's columns are exactly the declared ones, with their nullability, type and indexes. */
function expectDeclared(store: Map<string, StoredTable>) {
  for (const def of entities) {
    const model = tableModel(def);
    const table = store.get(model.table)!;
    expect(table, model.table).toBeDefined();
    expect(table.columns.map((c) => c.name).sort(), model.table).toEqual(model.columns.map((c) => c.name).sort());
    for (const want of model.columns) {
      const have = table.columns.find((c) => c.name === want.name)!;
      expect({ notNull: have.notNull, key: have.key }, `${model.table}.${want.name}`).toEqual({
        notNull: want.notNull,
        key: want.key,
      });
      if (!want.key) expect(have.type, `${model.table}.${want.name}`).toBe(want.type);
    }
    for (const columns of [...model.unique, ...model.indexes])
      expect(
        table.indexes.some((i) => i.columns.join() === columns.join()),
        `${model.table} (${columns})`,
      ).toBe(true);
  }
}

describe('a store made before one storage definition', () => {
  it('opens with its rows, and every entity table ends up as its definition declares', async () => {
    const dataDir = oldStore();
    const database = await openDatabase({ dataDir }, entities);
    const db = database.db;
    const schema = await readStoredSchema(db, 'sqlite');
    expectDeclared(schema);

    const plant = await db
      .selectFrom('power_station')
      .selectAll()
      .where('ps_name', '=', 'Fixture plant')
      .executeTakeFirstOrThrow();
    expect(plant).toMatchObject({ ps_id: 29, resource_area: 'II', battery_type: 'LFP', capacity: 120, state: 1 });
    const device = await db.selectFrom('equipment').selectAll().where('equip_id', '=', 551).executeTakeFirstOrThrow();
    // A column the old code added without not-null: rows keep their value, nulls take the declared default.
    expect(device).toMatchObject({ equip_name: 'Weather 9', weather_angle: 30, in_service: 1, master_weather: 0, benchmark: 0 });
    expect(
      await db
        .selectFrom('equipment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({
      n: 52,
    });
    const tariff = await db.selectFrom('tariff').selectAll().executeTakeFirstOrThrow();
    expect(tariff).toMatchObject({ period_name: 'Peak', settlement_price: 0.27, months: '[6,7,8]' });
    const admin = await db.selectFrom('sys_user').selectAll().where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ failed_logins: 0, op_failed: 0, remark: 'demo account' });
    expect(
      (await db.selectFrom('sys_dept').select('ancestors').where('dept_id', '=', 4).executeTakeFirstOrThrow()).ancestors,
    ).toMatch(/^0,/);
    // The auto-number goes on past every number ever given (equipment 551 was the last).
    const next = await db
      .insertInto('equipment')
      .values({ ps_id: 29, equip_type: 'QXZ', equip_name: 'Next', collect_id: 100 })
      .returning('equip_id')
      .executeTakeFirstOrThrow();
    expect(next.equip_id).toBe(552);
    await db.deleteFrom('equipment').where('equip_id', '=', 552).execute();
    const ddl = (on: typeof db) =>
      sql<{ sql: string }>`select sql from sqlite_master where sql is not null order by name`.execute(on);
    const before = (await ddl(db)).rows;
    await database.close();

    // Opening again changes nothing.
    const again = await openDatabase({ dataDir }, entities);
    expect((await ddl(again.db)).rows).toEqual(before);
    await again.close();
  });

  it('is served by the portal: its plants, devices and tariff are listed', async () => {
    const portal = await startPortal('sqlite', { dataDir: oldStore(), simulate: false });
    try {
      const admin = await portal.login('admin');
      const get = (url: string) => portal.call({ method: 'GET', url: `/prod-api${url}`, token: admin });
      const plants = (await get('/info/powerStation/list?pageSize=100')).body;
      expect(plants.rows.map((r: { psName: string }) => r.psName)).toContain('Fixture plant');
      expect((await get('/info/powerStation/29')).body.data).toMatchObject({ psName: 'Fixture plant', capacity: 120 });
      expect((await get('/info/tariff/list')).body.rows).toMatchObject([{ periodName: 'Peak', months: [6, 7, 8] }]);
      expect((await get('/info/equipment/551')).body.data).toMatchObject({ equipName: 'Weather 9', inService: 1 });
      expect((await get('/info/channel/list')).body.rows).toMatchObject([{ channelName: 'Block A gateway', address: 12 }]);
    } finally {
      await portal.close();
    }
  });
});

describe.each(backends)('storage follows the definitions (%s)', (backend) => {
  it('a fresh store has the declared tables; a column changed behind its back is set right again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sync-'));
    dirs.push(dataDir);
    const options = {
      dataDir,
      ...(backend === 'postgres'
        ? { databaseUrl: POSTGRES_URL, databaseSchema: `t_${crypto.randomBytes(6).toString('hex')}` }
        : {}),
    };
    try {
      const first = await openDatabase(options, entities);
      expectDeclared(await readStoredSchema(first.db, backend));
      const fresh = await readStoredSchema(first.db, backend);
      // What an older store may have: a nullable column without its default, and no index.
      await first.db.insertInto('sys_dept').values({ dept_id: 1, parent_id: 0, ancestors: '0', dept_name: 'Root' }).execute();
      if (backend === 'postgres') {
        await sql`alter table sys_dept alter column order_num drop not null`.execute(first.db);
        await sql`alter table sys_dept alter column order_num drop default`.execute(first.db);
        await sql`update sys_dept set order_num = null`.execute(first.db);
        await sql`drop index power_station_dept_id_idx`.execute(first.db);
      } else {
        await sql`drop table sys_dept`.execute(first.db);
        await sql`create table sys_dept (dept_id integer primary key, parent_id integer not null, ancestors text not null,
          dept_name text not null, logo text, order_num integer)`.execute(first.db);
        await sql`insert into sys_dept values (1, 0, '0', 'Root', null, null)`.execute(first.db);
        await sql`drop index power_station_dept_id_idx`.execute(first.db);
      }
      await first.close();

      const second = await openDatabase(options, entities);
      expect(await readStoredSchema(second.db, backend)).toEqual(fresh);
      expect(await second.db.selectFrom('sys_dept').selectAll().execute()).toEqual([
        { dept_id: 1, parent_id: 0, ancestors: '0', dept_name: 'Root', logo: null, order_num: 0 },
      ]);
      await second.close();
      const third = await openDatabase(options, entities);
      expect(await readStoredSchema(third.db, backend)).toEqual(fresh);
      await third.close();
    } finally {
      if (options.databaseSchema) await dropSchema(POSTGRES_URL, options.databaseSchema);
    }
  });
});

describe.skipIf(!backends.includes('postgres'))('PostgreSQL stores side by side', () => {
  it('a store opens while the schemas of others are dropped (the migrator reads every schema)', async () => {
    const name = () => `t_${crypto.randomBytes(6).toString('hex')}`;
    const open = (schema: string) =>
      openDatabase({ dataDir: os.tmpdir(), databaseUrl: POSTGRES_URL, databaseSchema: schema }, entities);
    for (let round = 0; round < 4; round++) {
      const others = [name(), name(), name()];
      for (const schema of others) await (await open(schema)).close();
      const fresh = name();
      const outcomes = await Promise.allSettled([
        open(fresh).then((store) => store.close()),
        ...others.map((schema) => dropSchema(POSTGRES_URL, schema)),
      ]);
      await dropSchema(POSTGRES_URL, fresh);
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    }
  });
});

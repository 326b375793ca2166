import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

/** Words a free-text camera type of a store made before used for a radiometric camera. */
const THERMAL_WORDS = ['%thermal%', '%infrared%', '%therm%', 'ir', 'ir %', '% ir', '%红外%', '%热成像%', '%热像%'];

/**
 * Cameras (TV devices) gain a stream URL and a kind: `camera_type` says `visible` or `thermal` (the thermal
 * imaging screen lists the thermal ones). The `stream_url` column is declared in the equipment definition and
 * added by the storage sync; what a comparison of columns cannot do stays here: a camera type a store made
 * before holds as free text becomes one of the two kinds, thermal where it names thermal or infrared imaging
 * (in English or Chinese), visible otherwise. A fresh store has no equipment table yet (the sync creates it
 * after the migrations), and nothing to convert.
 */
export function cameras(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const exists =
        dialect === 'postgres'
          ? (await sql<{ found: string | null }>`select to_regclass('equipment')::text as found`.execute(db)).rows[0]?.found
          : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'equipment'`.execute(db))
              .rows[0]?.name;
      if (!exists) return;
      const thermal = sql.join(
        THERMAL_WORDS.map((w) => sql`lower(camera_type) like ${w}`),
        sql` or `,
      );
      await sql`update equipment set camera_type = case when ${thermal} then 'thermal' else 'visible' end
        where camera_type is not null and camera_type not in ('visible', 'thermal')`.execute(db);
    },
  };
}

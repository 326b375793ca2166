import pg from 'pg';

/** The PostgreSQL server of the tests (trust authentication, database `test`). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on the test server's own database (creating and dropping databases). */
export async function admin(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

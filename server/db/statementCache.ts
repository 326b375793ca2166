import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 with its prepared statements kept by SQL text: Kysely prepares every query anew, which on a
 * poll costs more than running it. The least recently used statement goes when `limit` distinct texts are
 * held (an `in (...)` list of each length is a text of its own). SQLite re-prepares a kept statement by itself after
 * a schema change.
 */
export function keepingStatements(file: SQLite.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => void file.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
        statements.set(sql, statement);
        return statement;
      }
      if (statements.size >= limit) statements.delete(statements.keys().next().value!);
      statement = file.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}

import type { Db } from '../../db/database';

export interface JournalEntry {
  topic: string;
  payload: Buffer;
  receivedAt: number;
}

/**
 * Gateway messages kept in the store from the moment they are acknowledged until a history flush has written
 * their samples. History reaches the store only every few seconds; a message acknowledged in between and lost
 * in a crash would not come again. Appends that arrive together are written in one statement.
 */
export class GatewayJournal {
  private waiting: { entry: JournalEntry; done: (error?: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  /** Settles once the message is in the store. */
  append(entry: JournalEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ entry, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.writing) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing = true;
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, 500);
      try {
        await this.db
          .insertInto('gateway_journal')
          .values(
            batch.map(({ entry }) => ({
              topic: entry.topic,
              payload: entry.payload.toString('utf8'),
              received_at: entry.receivedAt,
            })),
          )
          .execute();
        for (const w of batch) w.done();
      } catch (error) {
        for (const w of batch) w.done(error);
      }
    }
    this.writing = false;
  }

  /** The last entry kept now: what a flush starting now covers. */
  async mark(): Promise<number> {
    const row = await this.db
      .selectFrom('gateway_journal')
      .select((eb) => eb.fn.max('entry_id').as('top'))
      .executeTakeFirst();
    return Number(row?.top ?? 0);
  }

  /** Forgets the entries up to `mark`, now in written history. */
  async release(mark: number): Promise<void> {
    if (mark > 0) await this.db.deleteFrom('gateway_journal').where('entry_id', '<=', mark).execute();
  }

  /** What a process that stopped without a flush left, oldest first. */
  async entries(): Promise<JournalEntry[]> {
    const rows = await this.db.selectFrom('gateway_journal').selectAll().orderBy('entry_id').execute();
    return rows.map((r) => ({ topic: r.topic, payload: Buffer.from(r.payload, 'utf8'), receivedAt: r.received_at }));
  }
}

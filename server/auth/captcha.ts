import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { renderCaptcha } from './captchaImage';

const LIFETIME_MS = 2 * 60_000;

/** A small sum, difference or product whose answer is a whole number from 0 to 99. */
export function arithmeticQuestion(random: () => number = Math.random): { text: string; answer: string } {
  const pick = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const kind = pick(0, 2);
  if (kind === 0) {
    const a = pick(1, 49);
    const b = pick(1, 49);
    return { text: `${a}+${b}=?`, answer: String(a + b) };
  }
  if (kind === 1) {
    const a = pick(10, 60);
    const b = pick(1, a);
    return { text: `${a}-${b}=?`, answer: String(a - b) };
  }
  const a = pick(2, 9);
  const b = pick(2, 9);
  return { text: `${a}x${b}=?`, answer: String(a * b) };
}

/** Issues captchas and checks them once; stored in the database so any API node can check any captcha. */
export class CaptchaService {
  constructor(private readonly db: Db) {}

  async issue(): Promise<{ uuid: string; img: string }> {
    const { text, answer } = arithmeticQuestion();
    const uuid = crypto.randomUUID();
    const now = Date.now();
    await this.db.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('sys_captcha')
      .values({ uuid, answer, expires_at: now + LIFETIME_MS })
      .execute();
    return { uuid, img: renderCaptcha(text).toString('base64') };
  }

  /** 'ok', 'wrong' or 'expired'; a captcha can be tried only once either way. */
  async check(uuid: string, code: string): Promise<'ok' | 'wrong' | 'expired'> {
    const row = await this.db
      .selectFrom('sys_captcha')
      .select(['answer', 'expires_at'])
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (!row) return 'expired';
    await this.db.deleteFrom('sys_captcha').where('uuid', '=', uuid).execute();
    if (row.expires_at < Date.now()) return 'expired';
    return row.answer === code.trim() ? 'ok' : 'wrong';
  }
}

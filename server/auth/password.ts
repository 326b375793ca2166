import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash of a random password, so an unknown user name costs the same time as a known one. */
export const decoyHash = await hashPassword(crypto.randomBytes(12).toString('hex'));

/** Sign-in and operation passwords: 6 to 18 letters, digits or underscores (spec-digest 001 §5). */
export const PASSWORD_RULE = /^\w{6,18}$/;

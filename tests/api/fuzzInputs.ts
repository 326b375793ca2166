import { FORMATS } from '../../shared/entityFormats';

/** What the API fuzz suite sends: plausible inputs built from a route's JSON Schema, and hostile variations of them. */

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

export const typesOf = (s: Schema): string[] => [s.type ?? []].flat();

/** What plausible values draw on: a real station, a real switch point of it, the administrator's passwords. */
export interface Context {
  psId: number;
  point: string;
  password: string;
}

/** Right-to-left override, emoji, NUL, lone surrogates of both halves, a zero-width joiner and combining marks. */
export const HOSTILE_TEXT = '\u202Eevil\u202C 😀 \u0000 \ud800 \udfff \u200d e\u0301\u0301';
export const HUGE_TEXT = 'x'.repeat(1024 * 1024);
const LONG_TEXT = 'ß'.repeat(10_000);

/** Values a property of any type must survive; each is wrong for most of them. */
export const HOSTILE_VALUES: unknown[] = [
  true,
  null,
  '1',
  '',
  [],
  [null],
  {},
  { '0': 1 },
  -1,
  0,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  HOSTILE_TEXT,
  LONG_TEXT,
  '2026-02-30',
  '../../etc/passwd',
  "' or 1=1 --",
  '%',
];

/** Query-string values: all text, as a browser's address bar would send them. */
export const HOSTILE_QUERY_VALUES: string[] = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999',
  'true',
  'null',
  HOSTILE_TEXT,
  'ß'.repeat(3000),
  '%',
  '_',
  "' or 1=1 --",
  '2026-13-45',
];

/** Path parameters: a valid-looking id, a real station, and ones no route should choke on. */
export const PATH_VALUES = (psId: number): string[] => [
  String(psId),
  '1',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  'powerStation',
  encodeURIComponent(HOSTILE_TEXT.replace(/[\ud800-\udfff]/g, '')),
  '%ED%A0%80',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2000),
];

/** Whole bodies, as raw text with the JSON content type. */
export const RAW_BODIES: string[] = [
  '',
  'null',
  '[]',
  '{}',
  '"text"',
  '0',
  'true',
  '{"unexpected":1}',
  '{',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  JSON.stringify({ huge: HUGE_TEXT }),
  '[' + '1,'.repeat(200_000) + '1]',
  JSON.stringify([HOSTILE_TEXT]),
];

/** A value the schema accepts, as far as a generator can tell: enums, bounds and lengths respected. */
export function plausible(s: Schema, name: string, ctx: Context): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const variant = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (!s.type && variant) return plausible(variant, name, ctx);
  switch (typesOf(s)[0]) {
    case 'integer':
    case 'number': {
      if (/psid$/i.test(name)) return ctx.psId;
      const low = Math.max(s.minimum ?? 1, 1);
      return s.maximum !== undefined && low > s.maximum ? s.maximum : low;
    }
    case 'boolean':
      return true;
    case 'array': {
      const item = plausible(s.items ?? {}, name.replace(/s$/, ''), ctx);
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => item);
    }
    case 'object':
      return plausibleObject(s, ctx);
    case 'string':
      return plausibleText(s, name, ctx);
    default:
      return 1;
  }
}

/** Texts the portal's fields take, tried in order against the property's pattern, format and length. */
const CANDIDATE_TEXTS = (ctx: Context) => [
  ctx.point,
  'JZNBQ',
  'PV',
  'DE',
  '2026-01-15',
  '2026-01',
  '2026',
  '12:00',
  '127.0.0.1:1520',
  'Europe/Berlin',
  'fuzz.user',
  'fuzz@example.com',
  '+49 30 123456',
  'Fuzz_2026',
  '1,2',
  '/profile/fuzz/a.png',
  'a',
];

function plausibleText(s: Schema, name: string, ctx: Context): string {
  const hints: [RegExp, string][] = [
    [/passw/i, ctx.password],
    [/zone/i, 'Europe/Berlin'],
    [/date|day/i, '2026-01-15'],
    [/month/i, '2026-01'],
    [/year/i, '2026'],
  ];
  const hinted = hints.find(([re]) => re.test(name))?.[1];
  const format = s.format ? FORMATS[s.format] : undefined;
  const fits = (text: string) =>
    text.length >= (s.minLength ?? 0) &&
    text.length <= (s.maxLength ?? Infinity) &&
    (!s.pattern || new RegExp(s.pattern, 'u').test(text)) &&
    (!format || (typeof format === 'function' ? format(text) : format.test(text)));
  const candidates = [...(hinted ? [hinted] : []), ...CANDIDATE_TEXTS(ctx)];
  return candidates.find(fits) ?? 'a'.repeat(Math.max(s.minLength ?? 1, 1));
}

/** An object with every declared property plausible (a fuller body reaches further into the handler). */
export function plausibleObject(s: Schema, ctx: Context): Record<string, unknown> {
  return Object.fromEntries(Object.entries(s.properties ?? {}).map(([name, p]) => [name, plausible(p, name, ctx)]));
}

/** The plausible object with one property replaced by each hostile value, and with each property left out. */
export function variations(s: Schema, ctx: Context): unknown[] {
  const base = plausibleObject(s, ctx);
  const out: unknown[] = [base];
  for (const name of Object.keys(base)) {
    for (const value of HOSTILE_VALUES) out.push({ ...base, [name]: value });
    const { [name]: _left, ...rest } = base;
    out.push(rest);
  }
  out.push({ ...base, [Object.keys(base)[0] ?? 'a']: HUGE_TEXT });
  return out;
}

/** Multipart bodies with one file in `file`: garbage, nothing, a fake spreadsheet, a script posing as a picture. */
export function multipartBodies(): { payload: Buffer; headers: Record<string, string> }[] {
  const boundary = '----fuzz';
  const file = (name: string, content: Buffer) => ({
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return [
    file('garbage.xlsx', Buffer.from([0, 1, 2, 3, 255, 254])),
    file('empty.xlsx', Buffer.alloc(0)),
    file('fake.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 7)])),
    file('picture.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    file(`${HOSTILE_TEXT.replace(/[\ud800-\udfff]/g, '').replaceAll('\u0000', '')}.svg`, Buffer.from('<svg')),
    { payload: Buffer.from('not multipart at all'), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
  ];
}

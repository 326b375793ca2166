/** The one response shape of the API (docs/api.md): `{code, msg, data}` for an object, `{code, msg, rows, total}` for pages. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export interface PageEnvelope<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
  pages?: number;
}

/**
 * Contracts between the server and the browser (docs/architecture.md, Contracts): each call declares once its
 * method, its url below `/prod-api`, its input and its 2xx answer as TypeBox schemas. At run time they are plain
 * JSON Schema, so Fastify validates input and serializes answers with them (fast-json-stringify drops a
 * property the answer schema does not list and coerces a value of another type, so answers list every
 * property with its exact type); at compile time `Static<...>` gives the server's handler and the browser's
 * `api/` function the same types. The browser imports contracts with `import type` only: no TypeBox in its bundle.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** Marks a call that answers a file or a stream (image, SVG, xlsx) rather than JSON: it has no answer schema. */
export const FILE = 'file';

/** One call of the API. */
export interface Contract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below `/prod-api`; `:name` marks a path parameter. */
  url: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  /** What a 2xx answer looks like: `envelope(...)` or `pageEnvelope(...)`, or `FILE`. */
  response: TSchema | typeof FILE;
}

/** Declares a call; the url stays a literal type, so the browser's helper can insist on the contract's own. */
export function contract<const C extends Contract>(definition: C): C {
  return definition;
}

/** The parsed body, query string and path parameters a contract takes (`undefined` where it takes none). */
export type BodyOf<C extends Contract> = C extends { body: infer S extends TSchema } ? Static<S> : undefined;
export type QueryOf<C extends Contract> = C extends { querystring: infer S extends TSchema } ? Static<S> : undefined;
export type ParamsOf<C extends Contract> = C extends { params: infer S extends TSchema } ? Static<S> : undefined;
/** The whole 2xx answer of a call (envelope included). */
export type AnswerOf<C extends Contract> = C['response'] extends TSchema ? Static<C['response']> : unknown;
/** The `data` of an enveloped answer, as the browser's `callData` resolves it. */
export type DataOf<C extends Contract> = AnswerOf<C> extends { data?: infer D } ? Exclude<D, undefined> : never;
/** A row of a paged answer. */
export type RowOf<C extends Contract> = AnswerOf<C> extends { rows: (infer R)[] } ? R : never;

const code = Type.Integer();
const msg = Type.String();

/** `{code, msg, data}`, the one answer shape of the API; `data` is optional as `ok()` leaves it out when empty. */
export function envelope<D extends TSchema>(data: D) {
  return Type.Object({ code, msg, data: Type.Optional(data) });
}

/** `{code, msg}`: an answer that carries no data. */
export const emptyEnvelope = Type.Object({ code, msg });

/** `{code, msg, rows, total, pages?}`: one page of a list. */
export function pageEnvelope<R extends TSchema>(row: R) {
  return Type.Object({ code, msg, rows: Type.Array(row), total: Type.Integer(), pages: Type.Optional(Type.Integer()) });
}

type Primitive = 'string' | 'number' | 'integer' | 'boolean';
type PrimitiveType<P extends Primitive> = P extends 'string' ? string : P extends 'boolean' ? boolean : number;

/**
 * A value that may be null, as `{type: [type, 'null']}`: the serializer writes it directly, where TypeBox's
 * `Union([..., Null()])` would be an `anyOf` it tries branch by branch.
 */
export function nullable<P extends Primitive>(type: P) {
  return Type.Unsafe<PrimitiveType<P> | null>({ type: [type, 'null'] });
}

/** A nullable array of `items`. */
export function nullableArrayOf<I extends TSchema>(items: I) {
  return Type.Unsafe<Static<I>[] | null>({ type: ['array', 'null'], items });
}

/** One of a few strings, or null. */
export function nullableEnum<const E extends readonly string[]>(values: E) {
  return Type.Unsafe<E[number] | null>({ type: ['string', 'null'], enum: [...values, null] });
}

/** One of a few strings. */
export function oneOf<const E extends readonly string[]>(values: E) {
  return Type.Unsafe<E[number]>({ type: 'string', enum: [...values] });
}

/**
 * An object whose keys are data (point codes, state codes, station ids), every value of one schema. Written
 * as `additionalProperties`, which the serializer keeps key by key (TypeBox's Record would be a pattern).
 */
export function recordOf<V extends TSchema>(values: V) {
  return Type.Unsafe<Record<string, Static<V>>>({ type: 'object', additionalProperties: values });
}

/** An open object (a page schema, a row with fields hooks add): every property kept as JSON.stringify would. */
export const openObject = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

/** Any JSON value, serialized as JSON.stringify would. */
export const anyValue = Type.Unknown();

/** A live or computed figure: null when unknown (the serializer would otherwise turn it into 0). */
export const figure = nullable('number');

/** A station id (`psId`), a device id (`equipId`) or any other database id. */
export const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** An id that may be null: no station (an item of none), nobody in particular (a station's team). */
export const nullableId = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 });
/** The ids a remove or a bulk command acts on, each once (spec-digest 000 §7: `DELETE .../remove` takes `ids`). */
export const idList = (maxItems: number) => Type.Array(id, { minItems: 1, maxItems, uniqueItems: true });
/** A station-local day, `yyyy-MM-dd`. */
export const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A device type code (`JZNBQ`, `DB`, ...): capitals only. */
export const equipType = Type.String({ pattern: '^[A-Z]{1,8}$' });
/** A device's collector number; 0 is the station itself. */
export const collectId = Type.Integer({ minimum: 0, maximum: 1_000_000 });
/** The input of a call about one station: its id (a query string, path parameters or a body). */
export const stationInput = Type.Object({ psId: id });
/** The ids of a remove, as every remove route of the portal takes them. */
export const removeBody = Type.Object({ ids: idList(100) }, { additionalProperties: false });

/** How an answer names a station: its id and name. */
export const namedStation = { psId: Type.Integer(), psName: Type.String() };
/** How an answer names a device: its id and name. */
export const namedDevice = { equipId: Type.Integer(), equipName: Type.String() };
/** How an answer names a group (a department): its id and name. */
export const namedGroup = { deptId: Type.Integer(), deptName: Type.String() };

/** `Quality` of shared/stationLive.ts; null when never read. */
export const quality = nullableEnum(['good', 'stale', 'interrupted']);
/** When a value was read, epoch ms; null when never. */
export const readTime = nullable('number');

/** `[first, last]` slot indexes. */
const slotRange = Type.Unsafe<[number, number]>(Type.Array(Type.Integer()));
const slotRanges = Type.Array(slotRange);
/** A day's five-minute curve: null where no sample was taken. */
export const curve = Type.Array(figure);

/** `QualityRanges` of shared/slotQuality.ts: a curve's slots by quality, as `[first, last]` index ranges. */
export const slotQuality = Type.Object({ measured: slotRanges, late: slotRanges, estimated: slotRanges, missing: slotRanges });

/**
 * Paging of the portal's lists (spec-digest 000 §7: `pageNum` counts from 1, `pageSize` rows a page), declared
 * once. Each list keeps its own largest page and default size (`PageLimits` beside its contract), since a
 * screen of notices and a spreadsheet-sized event list want different ones.
 */
export interface PageLimits {
  readonly maxPageSize: number;
  readonly defaultPageSize: number;
  /** 1 000 000 unless the list says otherwise. */
  readonly maxPageNum?: number;
}

/**
 * A list request's `pageNum` and `pageSize`: validation refuses a page out of range with a 400 naming the field
 * and fills in page 1 and the default size when they are left out, so the caller may leave them out
 * (server/http/pagination.ts `pageOf` reads the page asked for).
 */
export function pagingProperties(limits: PageLimits) {
  return {
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.maxPageNum ?? 1_000_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.maxPageSize, default: limits.defaultPageSize })),
  };
}

/** How a device is named in an answer: its id, name, type, collector number, place and model. */
export const deviceIdentity = {
  ...namedDevice,
  equipType: Type.String(),
  collectId: Type.Integer(),
  place: nullable('string'),
  model: nullable('string'),
};

/** The day a set of curves covers and its slots' times. */
export const dayAxis = { date: Type.String(), dateList: Type.Array(Type.String()) };

/** A named curve of the day with its slots' qualities. */
export const namedCurve = { name: Type.String(), data: curve, slotQuality };

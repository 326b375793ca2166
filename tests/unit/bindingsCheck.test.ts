import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/http/routeTable';
import { Type, type TSchema } from 'typebox';
import { anyValue, envelope, nullable, openObject, pageEnvelope, recordOf } from '../../shared/contracts/common';
import { ANY_KEY, ITEM, followPath, type Schema } from '../../scripts/bindings/answerSchema';
import { checkBindingsIn, checkPageBindings, emptyReport, summary } from '../../scripts/bindings/bindingsCheck';
import type { SourceDefinition } from '../../engine/pageSchema';

/** A route as the route table holds it, answering `answer` (undefined: a file). */
const route = (method: RouteEntry['method'], url: string, answer?: TSchema): RouteEntry => ({
  method,
  url: `/prod-api${url}`,
  schema: answer ? { response: { 200: answer } } : {},
});

const event = Type.Object({
  eventTime: Type.Integer(),
  timeZone: nullable('string'),
  equipName: Type.String(),
  level: Type.Integer(),
});
const ROUTES: RouteEntry[] = [
  route(
    'POST',
    '/monitor/homeRealData',
    envelope(Type.Object({ dayCap: Type.Number(), totalCap: Type.Number(), acPower: nullable('number') })),
  ),
  route('POST', '/event/list', pageEnvelope(event)),
  route(
    'POST',
    '/monitor/devices',
    envelope(
      Type.Object({
        count: Type.Integer(),
        states: recordOf(Type.Integer()),
        devices: Type.Array(Type.Object({ equipId: Type.Integer(), values: openObject })),
      }),
    ),
  ),
  route('GET', '/video/thermal/:id', envelope(Type.Object({ width: Type.Integer(), pixels: Type.Array(Type.Number()) }))),
  route('POST', '/curve/hlx', envelope(Type.Object({ dateList: Type.Array(Type.String()), hlxData: Type.Array(Type.Number()) }))),
  route('POST', '/curve/dci', envelope(Type.Object({ dateList: Type.Array(Type.String()), dciData: Type.Array(Type.Number()) }))),
  route('GET', '/picture', undefined),
];

/** The problems of a page with these sources and nodes. */
function problemsOf(sources: Record<string, SourceDefinition>, children: unknown[]): string[] {
  const report = emptyReport();
  checkPageBindings({ sources, body: { type: 'page', children } }, 'p.json', ROUTES, report);
  return report.problems;
}

const home: Record<string, SourceDefinition> = { home: { api: 'POST /monitor/homeRealData', body: { psId: '${plant.psId}' } } };

describe('bindings checked against the routes’ answers', () => {
  it('a page with a misspelled field fails, naming the file, the JSON path, the binding and the field', () => {
    const report = checkBindingsIn(path.join('tests', 'fixtures', 'bindings'), 'tests/fixtures/bindings', {
      routes: ROUTES,
      shared: {},
    });
    expect(report.problems).toEqual([
      'tests/fixtures/bindings/misspelled-field.json /body/children/0/items/1/value: ${data.home.totalCapp | energy}: ' +
        'no "totalCapp" in the answer of POST /monitor/homeRealData at data; did you mean "totalCap"? (there it has acPower, dayCap, totalCap)',
      'tests/fixtures/bindings/misspelled-field.json /body/children/1/columns/1/value: ${item.equipNmae}: ' +
        'no "equipNmae" in the answer of POST /event/list at rows[]; did you mean "equipName"? (there it has equipName, eventTime, level, timeZone)',
    ]);
    expect(summary(report)).toBe(
      '6 binding path(s) followed into the answers of 2 route(s); not route answers, so skipped: 1 the chosen plant',
    );
  });

  it('a source’s data is `data` of the envelope unless its dataPath says `rows` or `none`', () => {
    const events = (dataPath?: string): Record<string, SourceDefinition> => ({
      events: { api: 'POST /event/list', ...(dataPath ? { dataPath } : {}) },
    });
    const table = { type: 'table', rows: '${data.events}', columns: [{ label: 'x', value: '${item.equipName}' }] };
    expect(problemsOf(events('rows'), [table])).toEqual([]);
    expect(
      problemsOf(events('none'), [
        { ...table, rows: '${data.events.rows}' },
        { type: 'text', text: '${data.events.total}' },
      ]),
    ).toEqual([]);
    expect(problemsOf(events(), [table])).toEqual([
      'p.json /sources/events/dataPath: no "data" in the answer of POST /event/list at its top (there it has code, msg, pages, rows, total)',
    ]);
  });

  it('a list’s items are its array’s items; a field of the list itself is no field of an item', () => {
    const devices = { list: { api: 'POST /monitor/devices' } };
    const carousel = (itemKey: string, items = '${data.list.devices}') => ({ type: 'card-carousel', items, title: 'x', itemKey });
    expect(problemsOf(devices, [carousel('${item.equipId}')])).toEqual([]);
    expect(problemsOf(devices, [carousel('${item.count}')])).toEqual([
      'p.json /body/children/0/itemKey: ${item.count}: no "count" in the answer of POST /monitor/devices at data.devices[] (there it has equipId, values)',
    ]);
    // The list missing is named once, at the list's own binding.
    expect(problemsOf(devices, [carousel('${item.equipId}', '${data.list.device}')])).toEqual([
      'p.json /body/children/0/items: ${data.list.device}: no "device" in the answer of POST /monitor/devices at data; did you mean "devices"? (there it has count, devices, states)',
    ]);
    expect(problemsOf(devices, [carousel('${item.equipId}', '${data.list.count}')])).toEqual([
      'p.json /body/children/0/itemKey: ${item.equipId}: no list of items in the answer of POST /monitor/devices at data.count (there it is an integer)',
    ]);
  });

  it('open objects take any key; a formatter that reads a field checks it', () => {
    const devices = { list: { api: 'POST /monitor/devices' } };
    const text = (t: string) => ({ type: 'text', text: t });
    expect(problemsOf(devices, [text('${data.list.states.5} ${data.list.devices.0.values.P | power}')])).toEqual([]);
    const events = { events: { api: 'POST /event/list', dataPath: 'rows' } };
    const table = (value: string) => ({ type: 'table', rows: '${data.events}', columns: [{ label: 'x', value }] });
    expect(problemsOf(events, [table('${item | stationTime:eventTime}')])).toEqual([]);
    expect(problemsOf(events, [table('${item | stationTime:eventTme}')])).toEqual([
      'p.json /body/children/0/columns/0/value: ${item | stationTime:eventTme}: no "eventTme" in the answer of POST /event/list at rows[]; did you mean "eventTime"? (there it has equipName, eventTime, level, timeZone)',
    ]);
  });

  it('a prop that names a field of an item is checked like a binding of it', () => {
    const bench = { bench: { api: 'POST /event/list', dataPath: 'rows' } };
    const table = (field: string) => ({
      type: 'benchmark-table',
      rows: '${data.bench}',
      sortBy: 'level',
      columns: [{ label: 'x', text: '${item.level}', field }],
    });
    expect(problemsOf(bench, [table('level')])).toEqual([]);
    expect(problemsOf(bench, [table('levle')])).toEqual([
      'p.json /body/children/0/columns/0/field: "levle": no "levle" in the answer of POST /event/list at rows[]; did you mean "level"? (there it has equipName, eventTime, level, timeZone)',
    ]);
  });

  it('a path parameter filled by a binding finds its route; each choice of a pick is checked', () => {
    const thermal = { picture: { api: 'GET /video/thermal/${state.camera}' } };
    expect(problemsOf(thermal, [{ type: 'text', text: '${data.picture.width}' }])).toEqual([]);
    const curve = { curve: { api: 'POST /curve/${state.type | pick:JZNBQ=hlx,dci}' } };
    expect(problemsOf(curve, [{ type: 'text', text: '${data.curve.dateList}' }])).toEqual([]);
    expect(problemsOf(curve, [{ type: 'text', text: '${data.curve.hlxData}' }])).toEqual([
      'p.json /body/children/0/text: ${data.curve.hlxData}: no "hlxData" in the answer of POST /curve/dci at data (there it has dateList, dciData)',
    ]);
  });

  it('a call no route answers, an undeclared source and a source reading data are problems', () => {
    expect(problemsOf({ x: { api: 'POST /monitor/homeRealDat' } }, [])).toEqual([
      'p.json /sources/x/api: no route answers POST /monitor/homeRealDat',
    ]);
    expect(problemsOf(home, [{ type: 'text', text: '${data.hom.dayCap}' }])).toEqual([
      'p.json /body/children/0/text: ${data.hom.dayCap}: no source "hom" (declared: home)',
    ]);
    expect(problemsOf({ x: { api: 'POST /monitor/homeRealData', body: { a: '${data.home.dayCap}' } } }, [])).toEqual([
      "p.json /sources/x/body/a: ${data.home.dayCap}: a source's call cannot read data",
    ]);
  });

  it('bindings of no route’s answer are counted, not checked: page state, plant, a file, a source that is no call, an item of no source', () => {
    const report = emptyReport();
    const page = {
      sources: { ...home, picture: { api: 'GET /picture' }, kept: { keep: 'browser' } as unknown as SourceDefinition },
      body: {
        type: 'page',
        children: [
          { type: 'text', text: '${state.x} ${route.psId} ${data.picture.anything} ${data.kept.x}' },
          { type: 'svg-diagram', onControl: { action: 'setState', key: 'p', value: '${item.point}' } },
        ],
      },
    };
    checkPageBindings(page, 'p.json', ROUTES, report);
    expect(report.problems).toEqual([]);
    expect(summary(report)).toBe(
      '0 binding path(s) followed into the answers of 2 route(s); not route answers, so skipped: ' +
        '1 the chosen plant, 1 page state, 1 route parameters, 1 a call that answers a file, 1 a source that calls no route, 1 an item of no source',
    );
  });
});

/** Follows a path through a contract's schema, which is plain JSON Schema to the checker as it is at run time. */
const follow = (schema: TSchema | Schema, steps: Parameters<typeof followPath>[1], shared = new Map<string, TSchema>()) =>
  followPath(schema as Schema, steps, shared as unknown as ReadonlyMap<string, Schema>);

describe('a path through a response schema', () => {
  it('follows unions, nullable types, $ref and a key that is any key', () => {
    const union = {
      anyOf: [
        Type.Object({ a: Type.Integer() }),
        Type.Object({ b: Type.Unsafe({ type: ['object', 'null'], properties: { c: Type.String() } }) }),
      ],
    };
    expect(follow(union, ['b', 'c'])).toEqual({ found: true });
    expect(follow(union, ['c'])).toEqual({ found: false, depth: 0, known: ['a', 'b'] });
    expect(follow(Type.Object({ s: Type.String() }), ['s', 'length'])).toEqual({
      found: false,
      depth: 1,
      known: [],
      kind: 'string',
    });
    expect(
      follow(
        envelope(Type.Unsafe({ $ref: 'Reading#' })),
        ['data', 'value'],
        new Map([['Reading', Type.Object({ value: Type.Number() })]]),
      ),
    ).toEqual({
      found: true,
    });
    expect(follow(envelope(recordOf(Type.Object({ value: Type.Number() }))), ['data', ANY_KEY, 'value'])).toEqual({
      found: true,
    });
    expect(follow(Type.Array(Type.Object({ v: Type.Number() })), [ITEM, 'v'])).toEqual({ found: true });
    // fast-json-stringify answers `{}` for an object schema without properties: nothing is in it.
    expect(follow({ type: 'object' }, ['a'])).toEqual({ found: false, depth: 0, known: [] });
    expect(follow({ type: 'object', patternProperties: { '^(.*)$': Type.Number() } }, ['a'])).toEqual({ found: true });
    expect(follow(Type.Object({ x: anyValue }), ['x', 'y', 'z'])).toEqual({ found: true, open: true });
  });
});

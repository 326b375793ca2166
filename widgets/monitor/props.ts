import type { FromSchema } from 'json-schema-to-ts';
import { actionSchema, type Action } from '../../engine/actionSchema';
import type { DataOf } from '../../shared/contracts/common';
import type { inverterList } from '../../shared/contracts/monitor';
import type { BoundProps } from '../boundProps';

const intentSchema = { enum: ['success', 'warning', 'danger', 'none'] } as const;

/** Props schemas of the monitoring widgets; their TypeScript types are derived from them, so the two agree. */
export const cardCarouselProps = {
  type: 'object',
  required: ['items', 'title'],
  additionalProperties: false,
  properties: {
    /** Binding to the list the cards show (the inverter list). */
    items: {},
    /** Cards per slide; spec-digest 001 §2.2: 4. */
    perSlide: { type: 'integer', minimum: 1, maximum: 12 },
    /** Width of a card in 24ths of the row; spec-digest 001 §2.2: 6. */
    columns: { type: 'integer', minimum: 1, maximum: 24 },
    /** Card height in px; spec-digest 001 §2.2: 200. */
    height: { type: 'integer', minimum: 80, maximum: 600 },
    /** Template over `item`: the card's heading. */
    title: { type: 'string' },
    /** Template over `item`: the state code that colours the card. */
    state: { type: 'string' },
    /** Colour of each state code; a code not listed is plain. */
    stateColors: { type: 'object', additionalProperties: intentSchema },
    /** Dictionary prefix of the state's wording: `<stateLabel>.<state>`. */
    stateLabel: { type: 'string' },
    /** Templates over `item`: the figures of a card. */
    fields: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        required: ['label', 'value'],
        additionalProperties: false,
        properties: { label: { type: 'string' }, value: { type: 'string' } },
      },
    },
    /** Template over `item`: the inverter whose branch icons the card shows (`${item}`). */
    branches: { type: 'string' },
    /** Template over `item`: what the `selected` page-state key holds for the item (default: its position). */
    itemKey: { type: 'string' },
    /** Page-state key of the selected card. */
    selected: { type: 'string' },
    /** Selects the first card when nothing is selected yet (spec-digest 001 §2.2). */
    selectFirst: { type: 'boolean' },
    /** Carried out with `item` in scope when a card is chosen. */
    onSelect: actionSchema,
  },
} as const;

export const quotaGridProps = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['label', 'value'],
        additionalProperties: false,
        properties: {
          /** i18n key of the quantity. */
          label: { type: 'string' },
          /** Binding, already formatted (`${x | fixed:1}`). */
          value: {},
          /** Shown in brackets after the label. */
          unit: { type: 'string' },
          /** A text that may break over lines (a date range), where a figure would end in "…". */
          wrap: { type: 'boolean' },
        },
      },
    },
    columns: { type: 'integer', minimum: 1, maximum: 8 },
  },
} as const;

export const branchTableProps = {
  type: 'object',
  required: ['rows'],
  additionalProperties: false,
  properties: {
    /** Binding to the combiner boxes: see `ConfluenceRow` in branchCells.ts for the fields read. */
    rows: {},
    /** Branch columns: a number or a binding to the plant's hlx_branch_num; 8 when missing. */
    branchCount: { oneOf: [{ type: 'integer', minimum: 1, maximum: 64 }, { type: 'string' }] },
    empty: { type: 'string' },
  },
} as const;

export const pointListProps = {
  type: 'object',
  required: ['points'],
  additionalProperties: false,
  properties: {
    /** Binding to the points: `{name, unit, value, kind, quality?, time?}` or the server's `pointName` form. */
    points: {},
    /** How every point of the list shows, when the points do not say (YC lists: analog, YX lists: state). */
    kind: { enum: ['analog', 'state'] },
    /** Decimals of analog values; 2 when not given. */
    fixed: { type: 'integer', minimum: 0, maximum: 6 },
    columns: { type: 'integer', minimum: 1, maximum: 4 },
    empty: { type: 'string' },
  },
} as const;

export const inverterHeaderProps = {
  type: 'object',
  required: ['inverters', 'current', 'state'],
  additionalProperties: false,
  properties: {
    /** Binding to the plant's inverter list (nbqRealData/list `nbqDatas`). */
    inverters: {},
    /** Binding to the inverter's id, type + communication number (`${route.id}`). */
    current: {},
    /** Page-state key the current inverter is published to. */
    state: { type: 'string' },
    /** Binding to the serial number read through getRealDataByPoints; the list's own when empty. */
    sn: {},
    /** The detail route with `:id`: shows Previous and Next (they keep the page's query and replace the history entry). */
    pager: { type: 'string', pattern: '^/.*:id' },
    /** The inverter list's route: shows Return, one history step back (spec-digest 001 §2.1), or there with the page's query when the detail was opened first. */
    list: { type: 'string', pattern: '^/' },
  },
} as const;

export type StateIntent = (typeof intentSchema.enum)[number];
export type CardCarouselProps = Omit<FromSchema<typeof cardCarouselProps>, 'onSelect'> & { onSelect?: Action };
export type QuotaGridProps = FromSchema<typeof quotaGridProps>;
export type BranchTableProps = FromSchema<typeof branchTableProps>;
export type PointListProps = FromSchema<typeof pointListProps>;
/** An inverter card as `/monitor/nbqRealData/list` answers it. */
export type InverterCard = DataOf<typeof inverterList>['nbqDatas'][number];
/** The bound list takes its type from the contract; unresolved, it is absent. */
export type InverterHeaderProps = BoundProps<typeof inverterHeaderProps, { inverters: InverterCard[] }>;

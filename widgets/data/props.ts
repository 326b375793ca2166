import type { FromSchema } from 'json-schema-to-ts';
import { actionSchema, type Action } from '../../engine/actionSchema';

/** Props schemas of the data widgets; the TypeScript types come from them. */
export const statCardsProps = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    /** Small tiles in one strip (no icons): many figures above a list that must stay on the first screen. */
    compact: { type: 'boolean' },
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['label', 'value'],
        additionalProperties: false,
        properties: {
          label: { type: 'string' },
          value: {},
          icon: { type: 'string' },
          intent: { enum: ['none', 'primary', 'success', 'warning', 'danger'] },
        },
      },
    },
  },
} as const;

export const tableProps = {
  type: 'object',
  required: ['rows', 'columns'],
  additionalProperties: false,
  properties: {
    /** Binding to the list of rows. */
    rows: {},
    columns: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['label', 'value'],
        additionalProperties: false,
        properties: {
          label: { type: 'string' },
          value: { type: 'string' },
          width: { type: 'integer', minimum: 40, maximum: 800 },
        },
      },
    },
    /** Page-state keys of the pagination, and the binding of the total. */
    pagination: {
      type: 'object',
      required: ['total', 'pageNum', 'pageSize'],
      additionalProperties: false,
      properties: { total: {}, pageNum: { type: 'string' }, pageSize: { type: 'string' } },
    },
    empty: { type: 'string' },
    rowAction: actionSchema,
  },
} as const;

export const buttonProps = {
  type: 'object',
  required: ['text', 'do'],
  additionalProperties: false,
  properties: {
    text: { type: 'string' },
    icon: { type: 'string' },
    intent: { enum: ['none', 'primary', 'success', 'warning', 'danger'] },
    do: actionSchema,
  },
} as const;

export const datePickerProps = {
  type: 'object',
  required: ['state'],
  additionalProperties: false,
  properties: {
    /** Page-state key that holds the chosen day (yyyy-MM-dd); empty means the station's today. */
    state: { type: 'string' },
    /** Binding to the station's time zone, whose today is the default and the last day offered. */
    timeZone: {},
    /** i18n key naming the picker for screen readers. */
    label: { type: 'string' },
  },
} as const;

export type DatePickerProps = FromSchema<typeof datePickerProps>;
export type StatCardsProps = FromSchema<typeof statCardsProps>;
export type TableProps = Omit<FromSchema<typeof tableProps>, 'rowAction'> & { rowAction?: Action };
export type ButtonProps = Omit<FromSchema<typeof buttonProps>, 'do'> & { do: Action };

import type { FromSchema } from 'json-schema-to-ts';

/** Props schemas of the layout widgets; their TypeScript types are derived from them, so the two agree. */
export const pageProps = {
  type: 'object',
  additionalProperties: false,
  properties: { title: { type: 'string' }, padded: { type: 'boolean' } },
} as const;

export const gridProps = {
  type: 'object',
  additionalProperties: false,
  properties: { columns: { type: 'integer', minimum: 1, maximum: 12 }, gap: { type: 'integer', minimum: 0, maximum: 64 } },
} as const;

export const rowProps = {
  type: 'object',
  additionalProperties: false,
  properties: { gap: { type: 'integer', minimum: 0, maximum: 64 }, align: { enum: ['start', 'center', 'end', 'stretch'] } },
} as const;

export const colProps = {
  type: 'object',
  additionalProperties: false,
  properties: { span: { type: 'integer', minimum: 1, maximum: 24 } },
} as const;

export const cardProps = {
  type: 'object',
  additionalProperties: false,
  properties: { title: { type: 'string' }, icon: { type: 'string' } },
} as const;

export const tabsProps = {
  type: 'object',
  required: ['tabs'],
  additionalProperties: false,
  properties: { tabs: { type: 'array', minItems: 1, items: { type: 'string' } } },
} as const;

export const dialogProps = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: { title: { type: 'string' }, width: { type: 'integer', minimum: 200, maximum: 1600 } },
} as const;

export const textProps = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: { type: 'string' }, variant: { enum: ['body', 'heading', 'muted'] } },
} as const;

export const revealProps = {
  type: 'object',
  required: ['on'],
  additionalProperties: false,
  properties: {
    /** Binding whose change hides the children and shows them again after the delay. */
    on: {},
    /** Milliseconds hidden; spec-digest 001 §2.2: 250. */
    delayMs: { type: 'integer', minimum: 0, maximum: 5000 },
  },
} as const;

export type RevealProps = FromSchema<typeof revealProps>;
export type PageProps = FromSchema<typeof pageProps>;
export type GridProps = FromSchema<typeof gridProps>;
export type RowProps = FromSchema<typeof rowProps>;
export type ColProps = FromSchema<typeof colProps>;
export type CardProps = FromSchema<typeof cardProps>;
export type TabsProps = FromSchema<typeof tabsProps>;
export type DialogProps = FromSchema<typeof dialogProps>;
export type TextProps = FromSchema<typeof textProps>;

import type { Label } from '../../api/types';
import type { DataOf } from '../../shared/contracts/common';
import type { quotaGrid } from '../../shared/contracts/quotas';
import type { BoundProps } from '../boundProps';

export const quotaToolbarProps = {
  type: 'object',
  required: ['state'],
  additionalProperties: false,
  properties: {
    /** Page-state key that receives the grid's request (`QuotaQuery` of api/quotas.ts). */
    state: { type: 'string' },
    /** Binding to the station chosen in the plant navigator: the default scope. */
    psId: {},
    /** Binding to its type: the default type of a type-wide grid. */
    psType: {},
    /** Binding to the effective labels (`GET /user/labeling/list`, its rows) that narrow a type-wide grid. */
    labels: {},
    /** Binding to the grid shown, whose export the toolbar offers. */
    grid: {},
    /** The source to read again after a recalculation. */
    source: { type: 'string' },
    /** A report takes stations of any type together; the indicator analysis one type. */
    use: { enum: ['indicator', 'report'] },
  },
} as const;

export const quotaTableProps = {
  type: 'object',
  required: ['grid'],
  additionalProperties: false,
  properties: {
    /** Binding to the grid answer (`QuotaGrid` of api/quotas.ts). */
    grid: {},
    /** Binding to the request it answers: its station is the one entries are stored for. */
    query: {},
    /** The source to read again after an entry. */
    source: { type: 'string' },
    /** i18n key shown when there are no rows. */
    empty: { type: 'string' },
  },
} as const;

/** The grid takes its type from the `/indicator/grid` contract, the labels from what the labels call answers. */
type QuotaGrid = DataOf<typeof quotaGrid>;
export type QuotaToolbarProps = BoundProps<typeof quotaToolbarProps, { grid: QuotaGrid; labels: Label[] }>;
export type QuotaTableProps = BoundProps<typeof quotaTableProps, { grid: QuotaGrid }>;

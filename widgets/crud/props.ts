import type { EntityMeta } from '../../api/entities';
import type { PageEnvelope } from '../../shared/envelope';
import type { BoundProps } from '../boundProps';

export const crudProps = {
  type: 'object',
  required: ['entity', 'definition', 'list', 'state'],
  additionalProperties: false,
  properties: {
    entity: { type: 'string', pattern: '^[a-z][A-Za-z0-9]{1,40}$' },
    /** Filters always applied, usually bound to a route parameter: `{ "channelId": "${route.commId}" }`. */
    fixed: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    /** Binding to the entity's definition (`GET /ui/entity/<entity>`). */
    definition: {},
    /** Binding to the whole answer of `GET <basePath>/list`, rows and total (a source with `dataPath: "none"`). */
    list: {},
    /** Page-state key that receives the list's query: the applied filters, the fixed ones and the page. */
    state: { type: 'string' },
    /** The source of the list, read again after a save, a removal or an import (the node's `source`). */
    source: { type: 'string' },
  },
} as const;

/** The definition and the list take their types from what the entity calls answer; unresolved, they are absent. */
export type CrudProps = BoundProps<typeof crudProps, { definition: EntityMeta; list: PageEnvelope<Record<string, unknown>> }>;

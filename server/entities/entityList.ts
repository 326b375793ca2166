import type { FastifyRequest } from 'fastify';
import { page } from '../http/envelope';
import { countRows, onePage, pageOf, pagingProperties, type PageRequest } from '../http/pagination';
import { ENTITY_PAGES } from '../../shared/contracts/entities';
import { storable, type EntityDefinition } from './definition';
import type { EntityAccess } from './entityAccess';

/** The list query of an entity: paging, sort and its declared filters. */
export function listQuerySchema(def: EntityDefinition) {
  return {
    type: 'object',
    properties: {
      ...pagingProperties(ENTITY_PAGES),
      orderBy: { type: 'string', enum: Object.keys(def.fields) },
      isAsc: { type: 'string', enum: ['asc', 'desc'] },
      ...Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.filter)
          .map(([name, f]) => [name, f.filter === 'like' ? { type: 'string', maxLength: 100 } : storable({ type: f.type })]),
      ),
    },
  };
}

export type ListQuery = Record<string, unknown> & Partial<PageRequest> & { orderBy?: string; isAsc?: string };

/** One page of the rows the caller sees that match the filters, in the order asked for (the definition's by default). */
export async function entityPage(access: EntityAccess, request: FastifyRequest, q: ListQuery) {
  const { def } = access;
  const paging = pageOf(q, ENTITY_PAGES);
  const matching = access.query(request, q);
  const total = await countRows(matching);
  const order = def.fields[q.orderBy ?? def.order ?? access.key]!.column;
  const rows = await matching
    .selectAll()
    .orderBy(order, q.isAsc === 'desc' ? 'desc' : 'asc')
    .orderBy(access.keyColumn)
    .$call(onePage(paging))
    .execute();
  return page(await access.dtos(request, rows), total, paging.pageSize);
}

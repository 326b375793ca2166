import type { FastifyInstance } from 'fastify';
import type { EntityDefinition } from './definition';
import { EntityAccess } from './entityAccess';

/** The portal's entities by name, each with its rules of access: what other domains ask of them. */
export class EntityRegistry {
  private readonly accesses: Map<string, EntityAccess>;

  constructor(
    app: FastifyInstance,
    /** Every definition by name, in the order of the files. */
    readonly definitions: Map<string, EntityDefinition>,
  ) {
    this.accesses = new Map([...definitions.values()].map((d) => [d.name, new EntityAccess(app, d, definitions)]));
  }

  /** One entity's access; a miss names the entities there are. */
  access(name: string): EntityAccess {
    const found = this.accesses.get(name);
    if (!found) throw new Error(`no entity "${name}" (known: ${[...this.accesses.keys()].sort().join(', ')})`);
    return found;
  }
}

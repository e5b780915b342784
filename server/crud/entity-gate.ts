/**
 * What every route serving one entity's records checks beyond sign-in and scope, whichever module
 * serves it (the generic routes, the export): today the entity's licence fact (000 §4.2). One function,
 * so a new route over an entity cannot forget a gate the list has.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { type ServerFeature, entityLicences } from '../../schemas/licence';
import type { Store } from './repository';

/**
 * Whether a licensed feature is on: refuses with 'no licences' while it is off or its period is over. The store
 * holds it (server/licensing/require-licence.ts implements it), so the core reads no licence itself.
 */
export interface LicenceGate {
  require(db: Kysely<any>, feature: ServerFeature): Promise<void>;
}

/** A Fastify preHandler refusing with 'no licences' while one of the entity's licensed features is off. */
export function entityGate(store: Store, entity: Entity) {
  const licences = entityLicences(entity);
  return async function gate() {
    for (const licence of licences) await store.licences.require(store.db, licence);
  };
}

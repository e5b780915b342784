/**
 * What every route serving one entity's records checks beyond sign-in and scope, whichever module
 * serves it (the generic routes, the export): today the entity's licence fact (000 §4.2). One function,
 * so a new route over an entity cannot forget a gate the list has.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { entityLicences } from '../../schemas/licence';
import { requireLicence } from '../licensing/require-licence';

/** A Fastify preHandler refusing with 'no licences' while one of the entity's licensed features is off. */
export function entityGate(db: Kysely<any>, entity: Entity) {
  const licences = entityLicences(entity);
  return async function gate() {
    for (const licence of licences) await requireLicence(db, licence);
  };
}

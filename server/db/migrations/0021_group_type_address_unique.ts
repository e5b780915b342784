// A group's type and logical address are unique among its parent's children (schemas/group.ts `unique`).
import type { Kysely, Migration } from 'kysely';
import { createCompositeUniqueIndex } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await createCompositeUniqueIndex(db, 'groups', { columns: ['parent_id', 'domain_type_id', 'logic_address'], folded: ['logic_address'] });
  },
};

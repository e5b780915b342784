// A group's SIP number is unique among groups (schemas/group.ts `unique`: 'SIP number for group exists').
// A number two groups already share stays with the first group (lowest id): the index could not be made
// otherwise, and a call to it rang only one of them anyway.
import { type Kysely, type Migration, sql } from 'kysely';
import { createCompositeUniqueIndex } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await sql`update groups set sip_number = null where sip_number <> '' and exists (
      select 1 from groups first where first.sip_number = groups.sip_number and first.id < groups.id)`.execute(db);
    await createCompositeUniqueIndex(db, 'groups', { columns: ['sip_number'], folded: ['sip_number'] });
  },
};

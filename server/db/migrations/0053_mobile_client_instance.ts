// A mobile client's instance (its vendor_id, the app's id on that phone) is registered once (001 §8 "same
// instance id registered"): a phone is one user's client until it is revoked, so calls and pushes for one user
// never reach another's phone. Older duplicates across users keep their newest registration. The vendor id is the
// registration's one conflict key: beside it the (user, vendor id) key would make a parallel upsert fail.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await sql`delete from mobile_clients where exists (select 1 from mobile_clients newer where newer.vendor_id = mobile_clients.vendor_id
      and (newer.auth_at > mobile_clients.auth_at or (newer.auth_at = mobile_clients.auth_at and newer.id > mobile_clients.id)))`.execute(db);
    await db.schema.dropIndex('mobile_clients_user_vendor').execute();
    await db.schema.createIndex('mobile_clients_vendor').on('mobile_clients').column('vendor_id').unique().execute();
  },
};

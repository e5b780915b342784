// Refresh rotation under races (issue 13, item 5): when a refresh token was spent, and its successor pair
// sealed with a key only that token yields, so a concurrent duplicate within the grace window gets the
// same pair (server/auth/refresh-successor.ts). Null on sessions never rotated.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sessions').addColumn('rotated_at', 'bigint').execute();
    await db.schema.alterTable('sessions').addColumn('successor', 'text').execute();
  },
};

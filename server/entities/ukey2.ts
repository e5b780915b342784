/**
 * UKEY2 keys (schemas/ukey2.ts): the server draws a new key's 64-bit value, so nobody can pick one that
 * another app already holds; the owner's groups place it, and an unnamed key takes the owner's name. The value never changes afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { entityHooks } from '../crud/hooks';
import { ukey2 } from '../../schemas/ukey2';
import { placeWithOwner, refuseTakenValue, storeValue } from './identifiers';

/** Hex with the 0x mark, so the value reads the same whatever the issuer's identifier_format. */
const drawValue = () => `0x${randomBytes(8).toString('hex')}`;

async function ownerName(db: Kysely<any>, owner: number) {
  const row = await db.selectFrom('users').select('name').where('id', '=', owner).executeTakeFirst();
  return String(row?.name ?? owner);
}

export const ukey2Hooks = entityHooks(ukey2, {
  beforeWrite: [async ({ db, actor, data, stored }) => {
    if (!stored) {
      Object.assign(data, { value: drawValue(), passes_used: 0, revoked: false });
      await storeValue(db, actor, data);
    }
    await placeWithOwner(db, data, stored);
    if (!data.name) data.name = `UKEY2 ${await ownerName(db, Number(data.owner))}`;
  }],
  checkUnique: [async (context) => {
    // Drawn at issue and never changed: a 64-bit value is still checked against every identifier.
    if (!context.stored) await refuseTakenValue(context);
  }],
});

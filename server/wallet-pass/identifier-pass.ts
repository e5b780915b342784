/**
 * Which identifier becomes a wallet pass, for whom, and with which look: GET /identifiers/{id}/pkpass answers the
 * identifier to those who may view it (its own access, merged as a filter) and to its holder; a revoked or
 * inactive identifier, or a type a pass does not carry, is not found. The look is the nearest wallet_pass
 * section above the identifier's group (else the holder's); the signing is the project's.
 */
import type { Kysely } from 'kysely';
import { identifier as identifierEntity } from '../../schemas/identifier';
import { user as userEntity } from '../../schemas/user';
import { WALLET_PASS_IDENTIFIER_TYPES } from '../../schemas/settings/wallet-pass';
import { isWalletSigningConfigured } from '../../schemas/settings/wallet-signing';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { MAX_ID, joinTableName } from '../db/columns';
import { AppError } from '../errors';
import { readGroupSection } from '../settings/group-settings';
import { readSection } from '../settings/project-settings';
import { buildPass } from './pass-builder';

type Row = { id: number; name: string; value: string; owner: number | null };

/** The identifier as its viewer or its holder may read it, or not_found. */
async function passIdentifier(db: Kysely<any>, actor: Actor, id: number): Promise<Row> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new AppError('not_found');
  const row = await db
    .selectFrom('identifiers')
    .select(['id', 'name', 'value', 'owner'])
    .where('id', '=', id)
    .where('type', 'in', [...WALLET_PASS_IDENTIFIER_TYPES])
    .where('revoked', '=', 0)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([accessFilter(identifierEntity, actor, 'view')(eb), eb('owner', '=', actor.id ?? -1)]))
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return { id: Number(row.id), name: String(row.name), value: String(row.value), owner: row.owner === null ? null : Number(row.owner) };
}

/** The deepest of the identifier's groups, else of its holder's: the one nearest the holder. */
async function groupOf(db: Kysely<any>, row: Row): Promise<number> {
  const paths = await db.selectFrom(`${joinTableName(identifierEntity, 'domain_ids')} as j`).innerJoin('groups as g', 'g.id', 'j.ref_id').select(['g.id', 'g.path']).where('j.owner_id', '=', row.id).execute();
  const held = paths.length || row.owner === null ? paths : await db.selectFrom(`${joinTableName(userEntity, 'domain_ids')} as j`).innerJoin('groups as g', 'g.id', 'j.ref_id').select(['g.id', 'g.path']).where('j.owner_id', '=', row.owner).execute();
  const deepest = held.sort((a, b) => String(b.path).length - String(a.path).length)[0];
  return deepest ? Number(deepest.id) : 0;
}

/** The signed pass (a .pkpass archive), or wallet_pass_not_configured when the project or the group offers none. */
export async function identifierPass(db: Kysely<any>, actor: Actor, id: number): Promise<Buffer> {
  const row = await passIdentifier(db, actor, id);
  const signing = await readSection(db, 'wallet_signing');
  const look = await readGroupSection(db, 'wallet_pass', await groupOf(db, row));
  if (!isWalletSigningConfigured(signing) || !look.is_enabled) throw new AppError('wallet_pass_not_configured');
  const holder = row.owner === null ? undefined : await db.selectFrom('users').select('name').where('id', '=', row.owner).executeTakeFirst();
  const project = (await readSection(db, 'general')).name;
  return buildPass(signing, look, { identifier: row, holder: String(holder?.name ?? ''), project });
}

/** The caller's own identifiers a pass can carry (the profile's list); none while signing is not configured. */
export async function ownPassIdentifiers(db: Kysely<any>, actor: Actor) {
  if (actor.id === undefined || actor.id === null || !isWalletSigningConfigured(await readSection(db, 'wallet_signing'))) return [];
  const rows = await db
    .selectFrom('identifiers')
    .select(['id', 'name', 'type'])
    .where('owner', '=', actor.id)
    .where('type', 'in', [...WALLET_PASS_IDENTIFIER_TYPES])
    .where('revoked', '=', 0)
    .where('is_active', '=', 1)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), type: String(row.type) }));
}

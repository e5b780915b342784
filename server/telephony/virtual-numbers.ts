/**
 * Virtual numbers beyond CRUD: the server makes the password when none is given and starts a number active;
 * a number belongs to a user or a device, not both; a forward to a group needs a group with users; system
 * numbers (purpose master_sip_number) stay. Its user reads its password back (GET /profile/sip-account) and
 * calls with the user's rights, so the number is that user's credential: handing it to a user, taking it from
 * one, or setting its password is acting on those accounts (the privilege rule, server/access/privilege.ts).
 */
import type { Kysely } from 'kysely';
import type { Actor } from '../access/actor';
import { assertAccountHandedOver } from '../access/privilege';
import { entityHooks } from '../crud/hooks';
import { virtualNumber } from '../../schemas/virtual-number';
import { AppError, errorField, fieldMessage } from '../errors';
import { assertNumberLimits } from './number-limits';
import { generateSipPassword } from './sip-password';

/** 001 §8 'virtual number not free': a reserved number is held back from being handed to a user or a device. */
function assertFreeToHand(data: Record<string, unknown>, stored?: Record<string, unknown>) {
  const reserved = data.is_reserved ?? stored?.is_reserved;
  if (!reserved || reserved === 0) return;
  for (const field of ['user_id', 'device_id'] as const) {
    const handed = data[field] != null && data[field] !== stored?.[field];
    if (handed) throw new AppError('virtual_number_not_free', { [field]: errorField('virtual_number_not_free') });
  }
}

/** The accounts whose SIP credential the write hands over, sets or takes: each must be the actor's to act on. */
async function checkCredentialHolders(db: Kysely<any>, actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  const before = stored?.user_id == null ? null : Number(stored.user_id);
  const after = data.user_id == null ? null : Number(data.user_id);
  const passwordSet = data.password !== undefined && data.password !== stored?.password;
  const holders = new Set<number>();
  if (after !== null && (after !== before || passwordSet)) holders.add(after);
  if (before !== null && (after !== before || passwordSet)) holders.add(before);
  for (const holder of holders) await assertAccountHandedOver(db, actor, holder, 'user_id');
}

export const virtualNumberHooks = entityHooks(virtualNumber, {
  beforeWrite: [async ({ db, actor, store, data, stored }) => {
    if (!stored) {
      data.is_active = true;
      data.purpose = null;
      if (!data.password) data.password = generateSipPassword();
    }
    await checkCredentialHolders(db, actor, data, stored);
    // What the record will hold: the value sent, else the stored one.
    const held = (field: string) => (data[field] !== undefined ? data[field] : stored?.[field]);
    if (held('user_id') != null && held('device_id') != null) throw new AppError('invalid_data', { device_id: fieldMessage('number_user_or_device') });
    assertFreeToHand(data, stored);
    await assertNumberLimits(db, store.dialect, { ...stored, ...data }, stored);
    // 000 §5.2 "group forward needs users": a forward to a group nobody is in would ring nothing.
    const forwardGroup = held('forward_group');
    if (held('forward_mode') === 'picked') {
      if (forwardGroup == null) throw new AppError('invalid_data', { forward_group: fieldMessage('required') });
      const member = await db.selectFrom('users_domain_ids').select('owner_id').where('ref_id', '=', Number(forwardGroup)).executeTakeFirst();
      if (!member) throw new AppError('forward_group_without_users', { forward_group: fieldMessage('forward_group_without_users') });
    }
  }],
  beforeDelete: [async ({ db, ids }) => {
    if (!ids.length) return { deletable: [], dependencies: {} };
    const system = await db.selectFrom('virtual_numbers').select('id').where('id', 'in', ids).where('purpose', '=', 'master_sip_number').execute();
    const kept = new Set(system.map((row) => Number(row.id)));
    if (ids.length === 1 && kept.size) throw new AppError('master_number_not_deletable');
    return {
      deletable: ids.filter((id) => !kept.has(id)),
      dependencies: Object.fromEntries([...kept].map((id) => [id, ['master_sip_number']])),
    };
  }],
  restrictedError: 'master_number_not_deletable',
});

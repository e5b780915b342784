/** Active virtual numbers as the SIP proxy needs them: with their owner and their group's path. Booleans are stored as 0 and 1. */
import type { Kysely } from 'kysely';

export interface ActiveNumber {
  id: number;
  number: string;
  user_id: number | null;
  device_id: number | null;
  domain_id: number;
  group_path: string;
  forward_mode: 'disabled' | 'manual' | 'picked';
  forward_group: number | null;
  /** Calls ring this call queue's members instead of the number (call-queues.ts). */
  call_queue_id: number | null;
  owner_info: string;
}

const numberColumns = ['n.id', 'n.number', 'n.user_id', 'n.device_id', 'n.domain_id', 'n.forward_mode', 'n.forward_group', 'n.call_queue_id', 'n.owner_info', 'g.path as group_path'] as const;

const toActive = (row: Record<string, unknown>): ActiveNumber => ({
  id: Number(row.id),
  number: String(row.number),
  user_id: row.user_id == null ? null : Number(row.user_id),
  device_id: row.device_id == null ? null : Number(row.device_id),
  domain_id: Number(row.domain_id),
  group_path: String(row.group_path),
  forward_mode: row.forward_mode as ActiveNumber['forward_mode'],
  forward_group: row.forward_group == null ? null : Number(row.forward_group),
  call_queue_id: row.call_queue_id == null ? null : Number(row.call_queue_id),
  owner_info: String(row.owner_info ?? ''),
});

/** Active numbers (`n`) with their group (`g`); callers add what else they need. */
export const activeNumbers = (db: Kysely<any>) =>
  db.selectFrom('virtual_numbers as n').innerJoin('groups as g', 'g.id', 'n.domain_id').select(numberColumns).where('n.is_active', '=', 1);

export async function activeNumber(db: Kysely<any>, number: string): Promise<ActiveNumber | undefined> {
  const row = await activeNumbers(db).where('n.number', '=', number).executeTakeFirst();
  return row && toActive(row);
}

/** The active numbers of the users of a group (an apartment's residents), in number order. */
export async function numbersOfGroupUsers(db: Kysely<any>, groupId: number): Promise<string[]> {
  const rows = await activeNumbers(db)
    .innerJoin('users_domain_ids as m', 'm.owner_id', 'n.user_id')
    .where('m.ref_id', '=', groupId)
    .orderBy('n.number')
    .execute();
  return rows.map((row) => String(row.number));
}

/** The numbers of a user, for the live topics they may follow and the web phone's account. */
export async function numbersOfUser(db: Kysely<any>, userId: number) {
  return db.selectFrom('virtual_numbers').select(['number', 'password', 'name']).where('user_id', '=', userId).where('is_active', '=', 1).orderBy('number').execute();
}

/** The user a number belongs to (any number, active or not), or null. */
export async function userOfNumber(db: Kysely<any>, number: string): Promise<number | null> {
  const row = await db.selectFrom('virtual_numbers').select('user_id').where('number', '=', number).executeTakeFirst();
  return row?.user_id == null ? null : Number(row.user_id);
}

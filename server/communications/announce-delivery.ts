/**
 * Delivering a started announcement: its recipients (its users and the users of its groups and every group
 * below them), one response row each with the hash of its own link token, then, after the commit, the
 * message by the chosen channel, the in-app notification "announce received", and each delivery's outcome.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { announceResponse, type DeliveryFailure } from '../../schemas/announce-response';
import { sha256 } from '../account/one-time-tokens';
import { pathRange } from '../access/scope';
import type { Store } from '../crud/repository';
import { queueDeviceTask } from '../devices/device-tasks';
import { notify } from '../notifications/notify';
import type { AnnounceSenders } from './announce-mail';
import { richTextToPlain } from './rich-text';

export interface Recipient {
  responseId: number;
  userId: number;
  token: string;
}

/**
 * The users an announcement reaches, each once. Named users deleted since the announcement was written (their
 * ids stay in it as history) are skipped: nobody is left to deliver to.
 */
export async function recipientsOf(db: Kysely<any>, users: number[], domains: number[]): Promise<number[]> {
  const named = users.length ? await db.selectFrom('users').select('id').where('id', 'in', users).execute() : [];
  const ids = new Set(named.map((row) => Number(row.id)));
  if (domains.length) {
    const groups = await db.selectFrom('groups').select('path').where('id', 'in', domains).execute();
    for (const { path } of groups) {
      const { from, to } = pathRange(String(path));
      const members = await db.selectFrom('users_domain_ids as j').innerJoin('groups as g', 'g.id', 'j.ref_id').select('j.owner_id').where('g.path', '>=', from).where('g.path', '<', to).execute();
      for (const member of members) ids.add(Number(member.owner_id));
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** One response row per recipient, inside the start's transaction; the tokens leave only in the messages. */
export async function addRecipients(db: Kysely<any>, announceId: number, channel: string, userIds: number[]): Promise<Recipient[]> {
  const now = new Date().toISOString();
  const recipients: Recipient[] = [];
  for (const userId of userIds) {
    const token = randomBytes(24).toString('base64url');
    const row = { announce_id: announceId, user_id: userId, channel, delivery: 'queued', error: null, answers: '[]', answered_at: null, token_hash: sha256(token), created_at: now, updated_at: now, created_by: null };
    const inserted = await db.insertInto(announceResponse.table).values(row).returning('id').executeTakeFirstOrThrow();
    recipients.push({ responseId: Number(inserted.id), userId, token });
  }
  return recipients;
}

async function setDelivery(store: Store, responseId: number, delivery: 'sent' | 'failed', error: DeliveryFailure | null = null) {
  await store.db.updateTable(announceResponse.table).set({ delivery, error, updated_at: new Date().toISOString() }).where('id', '=', responseId).execute();
}

/** Devices in the recipients' own groups (their apartments' monitors, their entrances' panels), each once. */
async function recipientDevices(db: Kysely<any>, userIds: number[]) {
  if (!userIds.length) return [];
  const groups = db.selectFrom('users_domain_ids').select('ref_id').where('owner_id', 'in', userIds);
  const rows = await db.selectFrom('devices').select(['id', 'domain_id', 'protocol']).where('domain_id', 'in', groups).execute();
  return rows.map((row) => ({ id: Number(row.id), domain_id: Number(row.domain_id), protocol: row.protocol ?? null }));
}

export async function deliver(store: Store, senders: AnnounceSenders, announce: Record<string, any>, recipients: Recipient[]) {
  const author = announce.created_by ? await store.db.selectFrom('users').select('name').where('id', '=', announce.created_by).executeTakeFirst() : undefined;
  if (announce.send_via === 'devices') {
    const text = richTextToPlain(String(announce.body));
    for (const device of await recipientDevices(store.db, recipients.map((r) => r.userId))) {
      await queueDeviceTask(store, device, 'show_announce', { announce_id: announce.id, subject: announce.subject, text });
    }
    for (const recipient of recipients) await setDelivery(store, recipient.responseId, 'sent');
  }
  for (const recipient of recipients) {
    if (announce.send_via === 'email' || announce.send_via === 'sms') {
      const outcome = await senders[announce.send_via as 'email' | 'sms'].send(announce, recipient);
      await setDelivery(store, recipient.responseId, outcome.sent ? 'sent' : 'failed', outcome.error ?? null);
    }
  }
  // In the console too, whatever the channel (000 §3.14 "announce received").
  await notify(store, recipients.map((r) => r.userId), 'announce_received', { announce_id: announce.id, name: announce.subject, author: author?.name ?? '' });
}

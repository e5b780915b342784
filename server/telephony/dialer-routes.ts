/**
 * The web phone's own calls (001 §7 "SIP numbers: generate, contacts, call-info"), for the signed-in user:
 * - GET /virtual-numbers/generate → a free number (the next after the highest of the same length) and a
 *   strong password, for the create form; needs `virtual_numbers.create`.
 * - GET /calls/contacts → the numbers the user may call (000 §3.15 contact: name, number, user), their own
 *   excluded; the dialer searches them (custom/dialer/contacts.ts).
 * - GET /calls/info/{number} → who a number is (address, user), for a ringing call; only for numbers the user
 *   may call, and their own.
 * All need SIP licensed ('no licences').
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { hasPermission, type Actor } from '../access/actor';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { requireLicence } from '../licensing/require-licence';
import { userMayCall } from './call-permission';
import { generateSipPassword } from './sip-password';
import { activeNumbers } from './numbers';
import { dataOf } from '../../schemas/answer-envelopes';
import { dialerContact, generatedNumber, numberInfo } from '../../schemas/dialer';

const CONTACTS_LIMIT = 500;

interface NumberRow {
  number: string;
  name: string;
  owner_info: string;
  user_id: number | null;
  device_id: number | null;
  group_path: string;
  group_name: string;
  user_name: string | null;
}

/** Active numbers with what a contact shows: the number's name, its group's, its user's. */
const reachable = (db: Kysely<any>) => activeNumbers(db).leftJoin('users as u', 'u.id', 'n.user_id').select(['n.name', 'g.name as group_name', 'u.name as user_name']);

const mayReach = (actor: Actor, row: NumberRow) => userMayCall(actor, { groupPath: String(row.group_path), isDevice: row.device_id !== null });

const contactOf = (row: NumberRow) => ({
  name: String(row.name || row.user_name || row.owner_info || row.group_name),
  number: String(row.number),
  // The description says where the person is: their number's group (an apartment).
  ...(row.user_id !== null ? { user: { id: Number(row.user_id), name: String(row.user_name ?? ''), description: String(row.group_name) } } : {}),
});

async function nextFreeNumber(db: Kysely<any>): Promise<string> {
  const rows = await db.selectFrom('virtual_numbers').select('number').execute();
  const taken = new Set(rows.map((row) => String(row.number)));
  // Numbers of the most common length continue after their highest; a fresh project starts at 1001.
  const lengths = new Map<number, number>();
  for (const number of taken) lengths.set(number.length, (lengths.get(number.length) ?? 0) + 1);
  const length = [...lengths.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 4;
  let next = Math.max(1000, ...[...taken].filter((n) => n.length === length).map(Number)) + 1;
  while (taken.has(String(next))) next += 1;
  return String(next);
}

export function dialerRoutes(store: Store) {
  const doc = (summary: string, answer: z.ZodType) => ({ doc: { summary, tags: ['telephony'], answer: dataOf(answer) } });
  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', async () => requireLicence(store.db, 'sip'));
    app.get('/virtual-numbers/generate', { config: doc('A free virtual number and a strong SIP password', generatedNumber) }, async (request) => {
      if (!hasPermission(request.actor, 'virtual_numbers.create')) throw new AppError('prohibited');
      return { data: { number: await nextFreeNumber(store.db), password: generateSipPassword() } };
    });
    app.get('/calls/contacts', { config: doc('Who the signed-in user may call', z.array(dialerContact)) }, async (request) => {
      const actor = request.actor;
      const rows = (await reachable(store.db).orderBy('n.number').execute()) as NumberRow[];
      const contacts = rows.filter((row) => row.user_id !== actor.id && mayReach(actor, row)).slice(0, CONTACTS_LIMIT);
      return { data: contacts.map(contactOf) };
    });
    app.get('/calls/info/:number', { config: doc('Who a number is, for a ringing call', numberInfo) }, async (request) => {
      const wanted = String((request.params as { number: string }).number);
      const row = (await reachable(store.db).where('n.number', '=', wanted).executeTakeFirst()) as NumberRow | undefined;
      if (!row || !(row.user_id === request.actor.id || mayReach(request.actor, row))) throw new AppError('not_found');
      return { data: { address: String(row.owner_info || row.group_name), user: row.user_name ?? null } };
    });
  };
}

/**
 * Notifications of one user. Every call is made on behalf of the recipient (`userId`): a user reads and
 * marks only their own rows, so the recipient is the access filter of every query here.
 */
import type { Kysely } from 'kysely';
import { ALARM_TYPES, defaultsOf, IMPORTANT_TYPES, IMPORTANT_COUNT, NOTIFICATION_TYPES, type NotificationType, PAGE_SIZE, presentationOf, RECENT_COUNT } from './catalogue';

export type NotificationFilter = 'all' | 'alarm' | 'important';

/** Per type: whether it is kept at all, plays its sound, shows a popup. */
export interface TypeSettings {
  is_enabled: boolean;
  sound: boolean;
  popup: boolean;
}
export type NotificationSettings = Record<NotificationType, TypeSettings>;

export function defaultSettings(): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => {
      const defaults = defaultsOf(type);
      return [type, { is_enabled: defaults.is_enabled, sound: defaults.sound.mode !== 'none', popup: true }];
    }),
  ) as NotificationSettings;
}

function present(row: Record<string, any>) {
  const type = row.type as NotificationType;
  const data = JSON.parse(row.data);
  const look = presentationOf(type, data);
  return {
    id: Number(row.id),
    type,
    data,
    created_at: row.created_at,
    read: row.read_at !== null,
    important: look?.important ?? false,
    icon: look?.icon ?? 'notifications',
    color: look?.color ?? '#1976d2',
    sound: look?.sound ?? null,
    popup_action: look?.popup_action ?? null,
    labels: look?.labels ?? {},
    moments: look?.moments ?? {},
  };
}

const mine = (db: Kysely<any>, userId: number) => db.selectFrom('notifications').where('user_id', '=', userId);

/** Stores one notification per recipient who has not turned the type off; returns the new ids by recipient. */
export async function createNotifications(db: Kysely<any>, userIds: number[], type: NotificationType, data: Record<string, unknown>) {
  const created: { userId: number; id: number }[] = [];
  const now = new Date().toISOString();
  for (const userId of new Set(userIds)) {
    if (!(await readSettings(db, userId))[type].is_enabled) continue;
    const row = await db.insertInto('notifications').values({ user_id: userId, type, data: JSON.stringify(data), created_at: now, read_at: null }).returning('id').executeTakeFirstOrThrow();
    created.push({ userId, id: Number(row.id) });
  }
  return created;
}

export async function notificationPage(db: Kysely<any>, userId: number, filter: NotificationFilter, page: number) {
  let query = mine(db, userId);
  if (filter !== 'all') query = query.where('type', 'in', filter === 'alarm' ? ALARM_TYPES : IMPORTANT_TYPES);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute();
  return { data: rows.map(present), pagination: { total: Number(counted.total), size: PAGE_SIZE, page } };
}

/** What the bell shows: the unread count, the 5 newest unread, at most 3 important unread. */
export async function unreadSummary(db: Kysely<any>, userId: number) {
  const unread = mine(db, userId).where('read_at', 'is', null);
  const counted = await unread.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const recent = await unread.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT_COUNT).execute();
  const important = await unread.selectAll().where('type', 'in', IMPORTANT_TYPES).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(IMPORTANT_COUNT).execute();
  return { count: Number(counted.count), recent: recent.map(present), important: important.map(present) };
}

/** Marks the user's own unread ones among `ids` (others' ids are ignored); returns how many. */
export async function markRead(db: Kysely<any>, userId: number, ids?: number[]) {
  let query = db.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) {
    if (!ids.length) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function readSettings(db: Kysely<any>, userId: number): Promise<NotificationSettings> {
  const row = await db.selectFrom('notification_settings').select('value').where('user_id', '=', userId).executeTakeFirst();
  return { ...defaultSettings(), ...(row ? JSON.parse(row.value) : {}) };
}

export async function writeSettings(db: Kysely<any>, userId: number, changes: Partial<Record<NotificationType, Partial<TypeSettings>>>) {
  const current = await readSettings(db, userId);
  for (const [type, change] of Object.entries(changes)) current[type as NotificationType] = { ...current[type as NotificationType], ...change };
  const value = JSON.stringify(current);
  const updated_at = new Date().toISOString();
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, value, updated_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ value, updated_at }))
    .execute();
  return current;
}

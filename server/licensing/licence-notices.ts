/**
 * Licence-end notices (000 §3.1 licenseInfo.notifications), a scheduled job run daily at 09:00 in the project's
 * time zone. For each group whose licence notifications are on, the users of the group and of the groups below
 * it whose licence is active and ends within the group's `notifyBefore` days are due a notice under its mode
 * (licence-notice-rules.ts); one e-mail per licence manager lists them. A user under several such groups is
 * told about once a run, by their nearest group's settings (groups are taken deepest first).
 *
 * Licence managers (a decision, docs/scheduler.md): the users of the group or of a group above it whose role
 * holds licenses.users.edit (they can extend the licence) and who have an e-mail address; the system
 * administrator, of the top group, is one of every group's. When told, each listed user's `last_notified_at`
 * is stored (licence_notices), which the licence period report shows.
 */
import { type Kysely, type SqlBool, sql } from 'kysely';
import { type LocaleCode, translate } from '../../locales';
import { groupLicenseInfo } from '../../schemas/group-licence';
import type { DialectName } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import { localeOf } from '../mail/templates';
import type { ScheduledJob } from '../scheduler/registry';
import { readSection } from '../settings/project-settings';
import { DAY_MS } from './period';
import { NO_END, flagOn, periodEnd } from './reports/licence-columns';
import { type NoticeMode, noticeDue } from './licence-notice-rules';

interface NoticeGroup {
  id: number;
  path: string;
  mode: NoticeMode;
  notifyBefore: number;
}

interface EndingUser {
  id: number;
  name: string;
  login: string;
  periodTo: number;
}

/** The groups whose licence notifications are on, deepest first. */
async function noticeGroups(db: Kysely<any>): Promise<NoticeGroup[]> {
  const rows = await db.selectFrom('groups').select(['id', 'path', 'license_info']).where('license_info', 'like', '%"notifications":{"isActive":true%').execute();
  return rows
    .map((row) => ({ row, notifications: groupLicenseInfo.parse(JSON.parse(String(row.license_info))).notifications }))
    .filter(({ notifications }) => notifications.isActive)
    .map(({ row, notifications }) => ({ id: Number(row.id), path: String(row.path), mode: notifications.mode, notifyBefore: notifications.notifyBefore }))
    .sort((a, b) => b.path.length - a.path.length || a.id - b.id);
}

/** Users at or below the group whose active licence ends between now and `until`, with their last notice. */
async function endingUsers(db: Kysely<any>, dialect: DialectName, group: NoticeGroup, now: number, until: number) {
  const to = periodEnd(dialect, 'to');
  const members = db.selectFrom('users_domain_ids as j').innerJoin('groups as g', 'g.id', 'j.ref_id').select('j.owner_id').where('g.path', 'like', `${group.path}%`);
  return db
    .selectFrom('users as u')
    .leftJoin('licence_notices as n', 'n.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.login', to.as('period_to'), 'n.period_to as notified_to', 'n.last_notified_at'])
    .where('u.id', 'in', members)
    .where(flagOn('isActive'))
    .where(sql<SqlBool>`${to} <> ${NO_END}`)
    .where(to, '>=', now)
    .where(to, '<=', until)
    .orderBy('u.name')
    .execute();
}

/** The group's licence managers: of it or a group above it, holding licenses.users.edit, with an e-mail. */
async function managersOf(db: Kysely<any>, group: NoticeGroup) {
  return db
    .selectFrom('users as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .select(['m.id', 'm.name', 'm.email', 'm.locale'])
    .where('r.permissions', 'like', '%"licenses.users.edit"%')
    .where('m.email', '<>', '')
    .where('m.id', 'in', db.selectFrom('users_domain_ids as mj').innerJoin('groups as a', 'a.id', 'mj.ref_id').select('mj.owner_id').where(sql<SqlBool>`${group.path} like a.path || '%'`))
    .orderBy('m.id')
    .execute();
}

function noticeMail(locale: LocaleCode, to: { name: string; email: string }, project: string, users: EndingUser[]) {
  const say = (key: string, params: Record<string, string | number> = {}) => translate(locale, `mail.licence_ending.${key}`, { project, name: to.name, ...params });
  const lines = users.map((user) => say('line', { user: user.name, login: user.login, date: new Date(user.periodTo).toISOString().slice(0, 10) }));
  const text = [translate(locale, 'mail.greeting', { name: to.name }), '', say('text', { count: users.length }), '', ...lines, '', translate(locale, 'mail.signature', { project })].join('\n');
  return { to: to.email, subject: say('subject', { count: users.length }), text };
}

async function recordNotices(db: Kysely<any>, users: EndingUser[], at: string) {
  for (const user of users) {
    const row = { user_id: user.id, period_to: user.periodTo, last_notified_at: at };
    await db.insertInto('licence_notices').values(row).onConflict((oc) => oc.column('user_id').doUpdateSet({ period_to: row.period_to, last_notified_at: at })).execute();
  }
}

/** The users of `group` due a notice now, leaving out those already told in this run. */
async function dueUsers(db: Kysely<any>, dialect: DialectName, group: NoticeGroup, now: number, told: Set<number>): Promise<EndingUser[]> {
  const rows = await endingUsers(db, dialect, group, now, now + group.notifyBefore * DAY_MS);
  const due = rows.filter((row) => {
    const last = row.last_notified_at ? { periodTo: Number(row.notified_to), notifiedAt: Date.parse(String(row.last_notified_at)) } : undefined;
    return !told.has(Number(row.id)) && noticeDue(group.mode, group.notifyBefore, Number(row.period_to), now, last);
  });
  return due.map((row) => ({ id: Number(row.id), name: String(row.name), login: String(row.login), periodTo: Number(row.period_to) }));
}

/** Tells each group's managers of its users' licences ending; what it did, counted. Fails only when no mail went. */
export async function sendLicenceNotices(db: Kysely<any>, dialect: DialectName, mailer: Mailer, now: Date) {
  const { name: project } = await readSection(db, 'general');
  const told = new Set<number>();
  const done = { groups: 0, users: 0, mails: 0, failed: 0 };
  let failure: unknown;
  for (const group of await noticeGroups(db)) {
    const users = await dueUsers(db, dialect, group, now.getTime(), told);
    if (!users.length) continue;
    let sent = 0;
    for (const manager of await managersOf(db, group)) {
      const mail = noticeMail(localeOf(manager.locale), { name: String(manager.name), email: String(manager.email) }, project, users);
      await mailer.send(mail).then(() => sent++, (error) => { failure = error; done.failed++; });
    }
    if (!sent) continue;
    await recordNotices(db, users, now.toISOString());
    for (const user of users) told.add(user.id);
    Object.assign(done, { groups: done.groups + 1, users: done.users + users.length, mails: done.mails + sent });
  }
  if (failure && !done.mails) throw failure;
  return done;
}

/** The zone, or UTC for a name this runtime does not know (as access decisions do, schemas/time-zone.ts). */
function knownZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** Daily at 09:00 in the project's time zone (general settings). */
export function licenceNoticeJob(dialect: DialectName, mailer: Mailer): ScheduledJob {
  return {
    name: 'licence_notices',
    when: async (db) => ({ cron: '0 9 * * *', timezone: knownZone((await readSection(db, 'general')).time_zone) }),
    run: ({ db, now }) => sendLicenceNotices(db, dialect, mailer, now),
  };
}

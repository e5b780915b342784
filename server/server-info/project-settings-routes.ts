/**
 * GET and PATCH /project-settings/{general,mail,sip,licenses,backups} (001 §7). Denied by default: each section names
 * the permissions that may read it and the one that may change it. A change is audited in its own
 * transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Permission } from '../../schemas/permissions';
import { type Actor, hasPermission } from '../access/actor';
import { assertRolesGrantable } from '../access/privilege';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError, errorField } from '../errors';
import { assertNumbersCoverMobileApps } from '../licensing/licence-quantities';
import type { LicenceSettings } from '../settings/licence-section';
import { countHolders } from '../licensing/licence-store';
import { aboveCeiling, currentCeiling } from '../licensing/installed-licences';
import { USER_FEATURE_SOURCES } from '../licensing/user-licence';
import { type SectionName, readSection, writeSection } from '../settings/project-settings';
import { SECTION_ANSWERS } from '../settings/section-answers';
import { dataOf } from '../../schemas/answer-envelopes';
import { patchedSection, presentedSection, sectionChanges } from './section-patch';

interface SectionRoute {
  path: string;
  section: SectionName;
  /** Any of these lets the caller read the section. */
  view: Permission[];
  change: Permission;
  /** A rule on the change beyond the section's schema; throws an AppError to refuse it. */
  checkChange?(db: Kysely<any>, actor: Actor, before: Record<string, unknown>, after: Record<string, unknown>): Promise<void>;
}

type SelfRegistration = { role_id: number | null };

/** The role self-registered accounts get is granted by whoever sets it (the privilege rule). */
async function checkSelfRegistrationRole(db: Kysely<any>, actor: Actor, before: Record<string, unknown>, after: Record<string, unknown>) {
  const role = (after.user_self_register_settings as SelfRegistration).role_id;
  if (role === null || role === (before.user_self_register_settings as SelfRegistration).role_id) return;
  await assertRolesGrantable(db, actor, [role], 'user_self_register_settings.role_id');
}

export const SECTION_ROUTES: SectionRoute[] = [
  {
    path: 'general',
    section: 'general',
    view: ['project_settings.view', 'project_settings.change'],
    change: 'project_settings.change',
    checkChange: checkSelfRegistrationRole,
  },
  { path: 'mail', section: 'mail', view: ['project_settings.view', 'project_settings.change'], change: 'project_settings.change' },
  { path: 'sip', section: 'sip', view: ['project_settings.view', 'project_settings.change'], change: 'project_settings.change' },
  // The backup schedule: read by whoever sees the backups, changed by whoever may make them.
  { path: 'backups', section: 'backups', view: ['backups.view'], change: 'backups.create' },
  {
    path: 'licenses',
    section: 'license',
    view: ['licenses.view', 'licenses.manage'],
    change: 'licenses.manage',
    checkChange: async (db, _actor, before, after) => {
      // Only a signed licence file raises a limit: a manager turns features off and lowers within it.
      const above = aboveCeiling(after as LicenceSettings, await currentCeiling(db), before as LicenceSettings);
      if (above) throw new AppError('licence_limit', { [above]: errorField('licence_limit') });
      assertNumbersCoverMobileApps(before as LicenceSettings, after as LicenceSettings);
    },
  },
];

/** Users holding each per-user feature, shown beside the licensed quantities (000 §3.13 licence counts). */
async function licenceUsage(db: Store['db']) {
  const used: Record<string, number> = {};
  for (const { server } of Object.values(USER_FEATURE_SOURCES)) if (server) used[server] = await countHolders(db, server);
  return used;
}

export function projectSettingsRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    const answer = async (section: SectionName, value: Record<string, unknown>) => ({
      data: { ...presentedSection(section, value), ...(section === 'license' && { used: await licenceUsage(db) }) },
    });
    for (const { path, section, view, change, checkChange } of SECTION_ROUTES) {
      app.get(`/project-settings/${path}`, { config: { doc: { summary: `Project settings: ${path}`, tags: ['project-settings'], answer: dataOf(SECTION_ANSWERS[section]) } } }, async (request) => {
        if (!view.some((permission) => hasPermission(request.actor, permission))) throw new AppError('prohibited');
        return answer(section, await readSection(db, section));
      });

      app.patch(`/project-settings/${path}`, { config: { doc: { summary: `Change project settings: ${path} (the fields sent)`, tags: ['project-settings'], answer: dataOf(SECTION_ANSWERS[section]) } } }, async (request) => {
        if (!hasPermission(request.actor, change)) throw new AppError('prohibited');
        const saved = await db.transaction().execute(async (trx) => {
          const stored = (await readSection(trx, section)) as Record<string, unknown>;
          const next = patchedSection(section, stored, request.body);
          await checkChange?.(trx, request.actor, stored, next);
          const changes = sectionChanges(section, stored, next);
          if (Object.keys(changes).length) {
            await writeSection(trx, section, next as never);
            await recordEvent(trx, { actor: request.actor, entity: `project-settings/${path}`, recordId: null, action: 'update', changes });
          }
          return next;
        });
        return answer(section, saved);
      });
    }
  };
}

/**
 * GET and PATCH /project-settings/<path> (001 §7) for every section whose description (schemas/settings/) has a
 * route. Denied by default: the description names the permissions that may read it and the one that may change
 * it; section-rules.ts adds the server's rules on a change. A change is audited in its own transaction.
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { type SectionName, readSection, writeSection } from '../settings/project-settings';
import { SECTION_ANSWERS } from '../settings/section-answers';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { dataOf } from '../../schemas/answer-envelopes';
import { answerExtensionOf } from './section-answer-extensions';
import { CHANGE_RULES } from './section-rules';
import { patchedSection, presentedSection, sectionChanges } from './section-patch';

/** The sections served here: a route, and project-wide (a group's sections are served with the group). */
const ROUTED = Object.values(SETTINGS_SECTIONS).flatMap((section) =>
  section.path && section.access && section.scope === 'project' ? [{ section: section.name as SectionName, path: section.path, ...section.access }] : [],
);

export function projectSettingsRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    const answer = async (section: SectionName, value: Record<string, unknown>) => ({
      data: { ...presentedSection(section, value), ...(await answerExtensionOf(db, section)) },
    });
    for (const { path, section, view, change } of ROUTED) {
      app.get(`/project-settings/${path}`, { config: { doc: { summary: `Project settings: ${path}`, tags: ['project-settings'], answer: dataOf(SECTION_ANSWERS[section]) } } }, async (request) => {
        if (!view.some((permission) => hasPermission(request.actor, permission))) throw new AppError('prohibited');
        return answer(section, await readSection(db, section));
      });

      app.patch(`/project-settings/${path}`, { config: { doc: { summary: `Change project settings: ${path} (the fields sent)`, tags: ['project-settings'], answer: dataOf(SECTION_ANSWERS[section]) } } }, async (request) => {
        if (!hasPermission(request.actor, change)) throw new AppError('prohibited');
        const saved = await db.transaction().execute(async (trx) => {
          const stored = (await readSection(trx, section)) as Record<string, unknown>;
          const next = patchedSection(section, stored, request.body);
          await CHANGE_RULES[section]?.(trx, request.actor, stored, next);
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

/**
 * GET and PATCH /groups/{id}/settings/<path> (docs/settings.md "Group sections") for every settings section of
 * scope 'group' with a route: the value that applies to the group (its own, else the nearest ancestor's, else the
 * defaults) with `source_group_id`, the group it was set on (null: the defaults). A PATCH merges the sent fields
 * into that value and stores the result as the group's own, so a building under a site starts from the site's.
 * DELETE clears the group's own value, so it inherits again. Scoped by the caller's groups
 * (group-section-access.ts), audited as `group-settings/<path>` with the group's id.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { dataOf } from '../../schemas/answer-envelopes';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { groupIdParam, groupToChange, mayViewGroupSection, placedGroup } from '../settings/group-section-access';
import { clearGroupSection, nearestGroupSection, readOwnGroupSection, writeGroupSection } from '../settings/group-settings';
import { groupSectionCleared } from '../settings/group-section-hooks';
import type { SectionName } from '../settings/project-settings';
import { SECTION_ANSWERS } from '../settings/section-answers';
import { patchedSection, presentedSection, sectionChanges } from './section-patch';
import { CHANGE_RULES } from './section-rules';

const ROUTED = Object.values(SETTINGS_SECTIONS).flatMap((section) =>
  section.path && section.access && section.scope === 'group' ? [{ section: section.name as SectionName, path: section.path }] : [],
);

export function groupSettingsRoutes(store: Store) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    for (const { section, path } of ROUTED) {
      const answer = dataOf(SECTION_ANSWERS[section].extend({ source_group_id: z.number().int().nullable() }));
      const answered = (value: Record<string, unknown>, from: number | null) => ({ data: { ...presentedSection(section, value), source_group_id: from } });

      app.get(`/groups/:id/settings/${path}`, { config: { doc: { summary: `A group's settings: ${path} (inherited down the tree)`, tags: ['groups'], answer } } }, async (request) => {
        const group = await placedGroup(db, groupIdParam(request.params));
        if (!mayViewGroupSection(request.actor, section, group)) throw new AppError('prohibited');
        const { value, from } = await nearestGroupSection(db, section, group.id);
        return answered(value, from);
      });

      app.patch(`/groups/:id/settings/${path}`, { config: { doc: { summary: `Change a group's settings: ${path} (the fields sent; the group's own from then on)`, tags: ['groups'], answer } } }, async (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        // What the GET answered beside the section comes back with forms that send what they read.
        if (body && typeof body === 'object') delete body.source_group_id;
        return db.transaction().execute(async (trx) => {
          const group = await groupToChange(trx, request.actor, section, groupIdParam(request.params));
          const { value, from } = await nearestGroupSection(trx, section, group.id);
          const next = patchedSection(section, value as Record<string, unknown>, body);
          // A section's change rules hold wherever it is changed, here as on the project's route.
          await CHANGE_RULES[section]?.(trx, request.actor, value as Record<string, unknown>, next);
          const changes = sectionChanges(section, value as Record<string, unknown>, next);
          if (!Object.keys(changes).length) return answered(value as Record<string, unknown>, from);
          await writeGroupSection(trx, section, group.id, next as never);
          await recordEvent(trx, { actor: request.actor, entity: `group-settings/${path}`, recordId: group.id, action: 'update', changes });
          return answered(next, group.id);
        });
      });

      app.delete(`/groups/:id/settings/${path}`, { config: { doc: { summary: `Clear a group's own settings: ${path} (it inherits again)`, tags: ['groups'], answer } } }, async (request) =>
        db.transaction().execute(async (trx) => {
          const group = await groupToChange(trx, request.actor, section, groupIdParam(request.params));
          const own = await readOwnGroupSection(trx, section, group.id);
          if (own) {
            await clearGroupSection(trx, section, group.id);
            await groupSectionCleared(trx, section, group.id);
          }
          const { value, from } = await nearestGroupSection(trx, section, group.id);
          const changes = own ? sectionChanges(section, own as Record<string, unknown>, value as Record<string, unknown>) : {};
          if (Object.keys(changes).length) await recordEvent(trx, { actor: request.actor, entity: `group-settings/${path}`, recordId: group.id, action: 'update', changes });
          return answered(value as Record<string, unknown>, from);
        }),
      );
    }
  };
}

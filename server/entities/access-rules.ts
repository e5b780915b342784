/**
 * Access rules hold only references the acting user can see (at least one device: the schema's min). A saved
 * rule changes what its devices (before and after) should hold: their syncs are queued after the commit.
 */
import { queueSyncs } from '../devices/sync-queue';
import type { EntityHooks } from './hooks';
import { checkVisibleReferences } from './visible-references';

const REFERENCES = { device_ids: 'devices', time_rules: 'schedules', user_ids: 'users', identifier_ids: 'identifiers' } as const;

export const accessRuleHooks: EntityHooks = {
  async beforeWrite({ db, actor, data, stored }) {
    for (const [field, path] of Object.entries(REFERENCES)) {
      // Only what is new to the rule: keeping a reference one cannot see (another manager's device) is fine.
      const before = new Set((stored?.[field] as number[] | undefined) ?? []);
      await checkVisibleReferences(db, actor, field, path, (data[field] as number[]).filter((id) => !before.has(id)));
    }
  },
  async afterWrite({ store, data, stored, afterCommit }) {
    const devices = [...((stored?.device_ids as number[] | undefined) ?? []), ...((data.device_ids as number[] | undefined) ?? [])];
    afterCommit(() => queueSyncs(store, devices, ['access_rules', 'schedules', 'identifiers']));
  },
};

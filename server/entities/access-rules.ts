/**
 * A saved access rule changes what its devices (before and after) should hold: their syncs are queued after the
 * commit. Its references (devices, schedules, users, identifiers) are checked by the repository (references.ts).
 */
import { queueSyncs } from '../devices/sync-queue';
import { entityHooks } from '../crud/hooks';
import { accessRule } from '../../schemas/access-rule';

export const accessRuleHooks = entityHooks(accessRule, {
  afterWrite: [async ({ store, data, stored, afterCommit }) => {
    const devices = [...((stored?.device_ids as number[] | undefined) ?? []), ...((data.device_ids as number[] | undefined) ?? [])];
    afterCommit(() => queueSyncs(store, devices, ['access_rules', 'schedules', 'identifiers']));
  }],
});

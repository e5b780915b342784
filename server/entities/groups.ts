/** Groups keep a materialised path; moves rewrite the subtree's paths; the root group stays. */
import { sql } from 'kysely';
import { GROUP_TYPES, ROOT_GROUP_ID } from '../../schemas/group';
import { pathRange } from '../access/scope';
import { AppError, fieldMessage } from '../errors';
import type { EntityHooks } from './hooks';

export const groupHooks: EntityHooks = {
  async beforeWrite({ db, data, stored }) {
    if (stored && Number(stored.id) === ROOT_GROUP_ID) {
      data.parent_id = null;
      data.path = '0.';
      return;
    }
    data.parent_id ??= ROOT_GROUP_ID;
    // logic_address is null when empty or when the type is apartment (001 §5).
    if (data.logic_address === '' || data.domain_type_id === GROUP_TYPES.apartment) data.logic_address = null;
    const parent = await db.selectFrom('groups').select(['id', 'path']).where('id', '=', data.parent_id as number).executeTakeFirst();
    if (!parent) throw new AppError('invalid_related_entity', { parent_id: fieldMessage('not_found') }, { entities: ['groups'] });
    if (stored && String(parent.path).startsWith(String(stored.path))) throw new AppError('group_hierarchy', { parent_id: 'inside itself' });
    // The path ends with the group's own id; a new group gets it after insert (afterWrite).
    data.path = stored ? `${parent.path}${stored.id}.` : `${parent.path}`;
  },
  async afterWrite({ db, data, stored, id }) {
    const path = `${data.path}${stored ? '' : `${id}.`}`;
    if (!stored) {
      await db.updateTable('groups').set({ path }).where('id', '=', id).execute();
    } else if (stored.path !== path) {
      const old = String(stored.path);
      const range = pathRange(old);
      await db
        .updateTable('groups')
        .set({ path: sql`${path} || substr(path, ${old.length + 1})` })
        .where('path', '>=', range.from)
        .where('path', '<', range.to)
        .where('id', '<>', id)
        .execute();
    }
  },
  // Members, devices, child groups and the rest keep a group: the `onDelete` rules of the fields pointing at it.
  async beforeDelete({ ids }) {
    const dependencies: Record<number, string[]> = ids.includes(ROOT_GROUP_ID) ? { [ROOT_GROUP_ID]: ['root'] } : {};
    if (ids.length === 1 && dependencies[ids[0]]) throw new AppError('group_has_users_or_devices', undefined, { dependencies });
    return { deletable: ids.filter((id) => id !== ROOT_GROUP_ID), dependencies };
  },
  restrictedError: 'group_has_users_or_devices',
};

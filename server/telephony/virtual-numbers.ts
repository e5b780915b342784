/**
 * Virtual numbers beyond CRUD: the server makes the password when none is given and starts a number active;
 * a number belongs to a user or a device, not both; a forward to a group needs a group with users; system
 * numbers (purpose master_sip_number) stay.
 */
import type { EntityHooks } from '../entities/hooks';
import { AppError, fieldMessage } from '../errors';
import { generateSipPassword } from './sip-password';

export const virtualNumberHooks: EntityHooks = {
  async beforeWrite({ db, data, stored }) {
    if (!stored) {
      data.is_active = true;
      data.purpose = null;
      if (!data.password) data.password = generateSipPassword();
    }
    const userId = data.user_id !== undefined ? data.user_id : stored?.user_id;
    const deviceId = data.device_id !== undefined ? data.device_id : stored?.device_id;
    if (userId != null && deviceId != null) throw new AppError('invalid_data', { device_id: fieldMessage('number_user_or_device') });
    // 000 §5.2 "group forward needs users": a forward to a group nobody is in would ring nothing.
    const mode = data.forward_mode ?? stored?.forward_mode;
    const forwardGroup = data.forward_group !== undefined ? data.forward_group : stored?.forward_group;
    if (mode === 'picked') {
      if (forwardGroup == null) throw new AppError('invalid_data', { forward_group: fieldMessage('required') });
      const member = await db.selectFrom('users_domain_ids').select('owner_id').where('ref_id', '=', Number(forwardGroup)).executeTakeFirst();
      if (!member) throw new AppError('forward_group_without_users', { forward_group: fieldMessage('forward_group_without_users') });
    }
  },
  async beforeDelete({ db, ids }) {
    if (!ids.length) return { deletable: [], dependencies: {} };
    const system = await db.selectFrom('virtual_numbers').select('id').where('id', 'in', ids).where('purpose', '=', 'master_sip_number').execute();
    const kept = new Set(system.map((row) => Number(row.id)));
    if (ids.length === 1 && kept.size) throw new AppError('master_number_not_deletable');
    return {
      deletable: ids.filter((id) => !kept.has(id)),
      dependencies: Object.fromEntries([...kept].map((id) => [id, ['master_sip_number']])),
    };
  },
  restrictedError: 'master_number_not_deletable',
};

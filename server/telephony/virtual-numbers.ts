/**
 * Virtual numbers beyond CRUD: the server makes the password when none is given and starts a number active;
 * a number belongs to a user or a device, not both; system numbers (purpose master_sip_number) stay.
 */
import type { EntityHooks } from '../entities/hooks';
import { AppError, fieldMessage } from '../errors';
import { generateSipPassword } from './sip-password';

export const virtualNumberHooks: EntityHooks = {
  async beforeWrite({ data, stored }) {
    if (!stored) {
      data.is_active = true;
      data.purpose = null;
      if (!data.password) data.password = generateSipPassword();
    }
    const userId = data.user_id !== undefined ? data.user_id : stored?.user_id;
    const deviceId = data.device_id !== undefined ? data.device_id : stored?.device_id;
    if (userId != null && deviceId != null) throw new AppError('invalid_data', { device_id: fieldMessage('number_user_or_device') });
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

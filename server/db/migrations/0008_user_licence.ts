// The user's own licence (000 §3.2 license_info), one JSON value per user. Existing users get the
// defaults of that day written out, so no stored row is null and every update of them validates.
import type { Kysely, Migration } from 'kysely';
import { addColumn } from '../migration-helpers';

const DEFAULT_LICENSE_INFO = {
  isActive: true,
  sip: true,
  mobileApp: true,
  ukey2: true,
  elevator: true,
  amenity: true,
  licensePlate: true,
  guestIdentifier: true,
  faceId: true,
  restrictPeriod: { from: 0, to: 999999999999 },
};

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await addColumn(db, 'users', 'license_info', 'json');
    await db.updateTable('users').set({ license_info: JSON.stringify(DEFAULT_LICENSE_INFO) }).execute();
  },
};

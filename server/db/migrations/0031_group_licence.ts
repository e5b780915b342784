// A group's licence (000 §3.1 licenseInfo), one JSON value per group. Existing groups get the defaults of
// that day written out, so no stored row is null and every update of them validates.
import type { Kysely, Migration } from 'kysely';
import { addColumn } from '../migration-helpers';

const DEFAULT_LICENSE_INFO = {
  isActive: true,
  perPackage: false,
  sip: true,
  mobileApp: true,
  ukey2: true,
  elevator: true,
  amenity: true,
  licensePlate: true,
  guestIdentifier: true,
  restrictPeriod: { from: 0, to: 999999999999 },
  notifications: { isActive: false, mode: 'once', notifyBefore: 14 },
  packages: [],
};

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await addColumn(db, 'groups', 'license_info', 'json');
    await db.updateTable('groups').set({ license_info: JSON.stringify(DEFAULT_LICENSE_INFO) }).execute();
  },
};

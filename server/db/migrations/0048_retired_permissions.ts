// Permissions removed from the catalogue (issue 37 item 6; why each: docs/permissions.md) leave the roles that hold
// them, so every stored role stays valid against schemas/permissions.ts.
import type { Kysely, Migration } from 'kysely';

const RETIRED = new Set([
  'calls.history.own',
  'groups.manage_own.sip_trunks',
  'groups.manage_own.forward_settings',
  'roles.available_list',
  'licenses.self',
  'licenses.users.view',
  'licenses.groups.view.own',
  'licenses.groups.view.descendants',
  'licenses.groups.view.all',
]);

export const migration: Migration = {
  async up(db: Kysely<any>) {
    for (const role of await db.selectFrom('roles').select(['id', 'permissions']).execute()) {
      const held = JSON.parse(String(role.permissions)) as string[];
      const kept = held.filter((permission) => !RETIRED.has(permission));
      if (kept.length !== held.length) await db.updateTable('roles').set({ permissions: JSON.stringify(kept) }).where('id', '=', role.id).execute();
    }
  },
};

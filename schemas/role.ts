import { z } from 'zod';
import { defineEntity } from './define-entity';
import { PERMISSIONS } from './permissions';

export const role = defineEntity({
  name: 'role',
  path: 'roles',
  table: 'roles',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    permissions: z.array(z.enum(PERMISSIONS as [string, ...string[]])).max(PERMISSIONS.length).default([]),
    /** Roles a holder of this role may assign to users. */
    available_roles: z.array(z.number().int().min(1)).max(1000).default([]).meta({ reference: 'roles', referenceBeyondView: 'the privilege rule decides which roles may be made assignable (server/access/privilege.ts)' }),
  },
  titleField: 'name',
  menu: { group: 'users', order: 30, icon: 'admin_panel_settings' },
  unique: ['name'],
  list: {
    columns: ['name', 'description', 'created_at'],
    search: ['name', 'description'],
    filters: ['id', 'name', 'created_at'],
    sort: 'name',
  },
  access: {
    // roles.view shows the roles one may assign plus one's own role: see server/access/role-scope.ts.
    view: { all: 'roles.view.all', domain: 'roles.view' },
    create: { all: 'roles.create' },
    update: { all: 'roles.edit.all', domain: 'roles.edit.available', own: 'roles.edit' },
    delete: { all: 'roles.delete.all', domain: 'roles.delete.available', own: 'roles.delete' },
  },
  ownership: { kind: 'none' },
});

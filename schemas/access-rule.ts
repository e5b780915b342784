import { z } from 'zod';
import { defineEntity } from './define-entity';

const ids = (reference: string, onDelete?: 'set_null') => z.array(z.number().int().min(0)).max(10000).default([]).meta({ reference, ...(onDelete && { onDelete }) });

/**
 * Access rule (000 §3.7): these devices, during these schedules, for these users, identifiers and groups.
 * A prohibition denies instead of allowing, and wins (server/access-decision/decide.ts).
 */
export const accessRule = defineEntity({
  name: 'access_rule',
  path: 'access-rules',
  table: 'access_rules',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    device_ids: z.array(z.number().int().min(0)).min(1, 'at_least_one_device').max(10000).meta({ reference: 'devices' }),
    time_rules: ids('schedules'),
    user_ids: ids('users'),
    identifier_ids: ids('identifiers'),
    domain_ids: ids('groups', 'set_null'),
    prohibition: z.boolean().default(false),
    is_shareable: z.boolean().default(false),
  },
  titleField: 'name',
  menu: { group: 'access', order: 30, icon: 'rule' },
  list: {
    columns: ['name', 'device_ids', 'time_rules', 'domain_ids', 'prohibition', 'is_shareable'],
    search: ['name', 'description'],
    filters: ['id', 'name', 'device_ids', 'time_rules', 'user_ids', 'identifier_ids', 'domain_ids', 'prohibition', 'is_shareable', 'created_at'],
    sort: 'name',
  },
  relations: {
    devices: { entity: 'devices', kind: 'to-many', field: 'device_ids' },
    schedules: { entity: 'schedules', kind: 'to-many', field: 'time_rules' },
    users: { entity: 'users', kind: 'to-many', field: 'user_ids' },
    domains: { entity: 'groups', kind: 'to-many', field: 'domain_ids' },
  },
  // Owned by the groups it names: a group manager sees and changes the rules of their groups only.
  access: {
    view: { all: 'groups.view.all', descendants: 'access_rules.view', domain: 'groups.manage_own.access_rules' },
    create: { all: 'groups.edit.all', descendants: 'access_rules.create', domain: 'groups.manage_own.access_rules' },
    update: { all: 'groups.edit.all', descendants: 'access_rules.edit', domain: 'groups.manage_own.access_rules' },
    delete: { all: 'groups.edit.all', descendants: 'access_rules.delete', domain: 'groups.manage_own.access_rules' },
  },
  ownership: { kind: 'group-list', field: 'domain_ids' },
  ungrouped: 'creator',
});

import { z } from 'zod';
import { defineEntity } from './define-entity';
import { groupLicenseInfo } from './group-licence';

/**
 * Group types (the spec's domain_type_id). 1 is the root's type; 5 (apartment) has no logic address; floors (6)
 * hold a unit's apartments level by level (001 §7 floors-and-apartments). Their rules: schemas/group-hierarchy.ts.
 */
export const GROUP_TYPES = { domain: 1, site: 2, building: 3, unit: 4, apartment: 5, floor: 6 } as const;
export const ROOT_GROUP_ID = 0;

export const group = defineEntity({
  name: 'group',
  path: 'groups',
  table: 'groups',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    /** Null only for the root. */
    parent_id: z.number().int().min(0).nullable().default(ROOT_GROUP_ID).meta({ reference: 'groups', onDelete: 'restrict' }),
    domain_type_id: z.literal(Object.values(GROUP_TYPES)).default(GROUP_TYPES.building),
    logic_address: z.string().max(64).nullable().default(null),
    sip_number: z.string().regex(/^\d*$/, 'digits').max(32).nullable().default(null),
    device_status_notify: z
      .object({
        user: z.number().int().nullable().default(null).meta({ reference: 'users' }),
        notify_about_offline_device: z.boolean().default(false),
        notify_about_device_task_failed: z.boolean().default(false),
      })
      .default({ user: null, notify_about_offline_device: false, notify_about_device_task_failed: false }),
    guest_identifier_limits: z
      .object({
        max_passes_count: z.number().int().min(0).max(100000).nullable().default(null),
        max_period_days: z.number().int().min(0).max(3650).nullable().default(null),
      })
      .default({ max_passes_count: null, max_period_days: null })
      // 001 §6 "manage own group: guest access": beside the group's editors, those who manage their groups' guest access.
      .meta({ editableWith: ['groups.edit.all', 'groups.edit.descendants', 'groups.manage_own.guest_access'] }),
    /** Set by licence managers only, each within their scope (server/licensing/group-licence-rules.ts). */
    license_info: groupLicenseInfo
      .default(groupLicenseInfo.parse({}))
      .meta({ editableWith: ['licenses.count.edit.all', 'licenses.count.edit.descendants', 'licenses.count.edit.own'] }),
    /** Materialised path of ancestor ids ("0.3.17."): scope checks over the hierarchy are one range query. */
    path: z.string().meta({ readOnly: true }),
  },
  titleField: 'name',
  menu: { group: 'users', order: 20, icon: 'account_tree' },
  list: {
    columns: ['name', 'domain_type_id', 'parent_id', 'logic_address', 'created_at'],
    search: ['name', 'description'],
    filters: ['id', 'name', 'parent_id', 'domain_type_id', 'logic_address', 'created_at'],
    sort: 'name',
  },
  relations: {
    parent: { entity: 'groups', kind: 'to-one', field: 'parent_id' },
  },
  access: {
    // Everyone sees their own groups and the groups below them (the users and groups menu is always shown).
    view: { all: 'groups.view.all', descendants: true },
    create: { all: 'groups.create.root', descendants: 'groups.create.descendants' },
    update: { all: 'groups.edit.all', descendants: 'groups.edit.descendants', domain: 'groups.manage_own.general' },
    delete: { all: 'groups.delete.all', descendants: 'groups.delete.descendants', own: 'groups.delete.own' },
  },
  ownership: { kind: 'group' },
  // The group structure as a spreadsheet (001 §7 "structure import and export as xls"): a row per group, its
  // parent by path, so a building's rows come before its entrances'.
  import: {
    columns: [
      { field: 'parent_id', resolve: 'group_path' },
      { field: 'name', required: true },
      { field: 'domain_type_id' },
      { field: 'logic_address' },
      { field: 'sip_number' },
      { field: 'description' },
      // The group's licence (000 §5.2 row errors: count too low or too big, period from after to, both values).
      { field: 'license_info', part: 'perPackage' },
      { field: 'license_info', part: 'packages[type=basic_paid].qty' },
      { field: 'license_info', part: 'packages[type=plus].qty' },
      { field: 'license_info', part: 'restrictPeriod.from', resolve: 'licence_moment' },
      { field: 'license_info', part: 'restrictPeriod.to', resolve: 'licence_moment' },
    ],
    duplicate: ['parent_id', 'name'],
  },
  ungrouped: 'creator',
  // 'group with the same type and logical address exists' (001 §8), among the children of one parent.
  // 'SIP number for group exists' (001 §8): a group's number rings its residents, so two groups cannot share one.
  unique: [
    { fields: ['parent_id', 'domain_type_id', 'logic_address'], error: 'same_type_and_address' },
    { fields: ['sip_number'], error: 'sip_number_for_group_exists' },
  ],
  picker: 'dialog',
  wholeTree: 'completely',
  // 000 §2.7 "generate groups": a building's entrances, floors and apartments (custom/generate-groups).
  actions: { edit: ['generate_groups', 'group_settings'] },
  related: [
    { path: 'groups', field: 'parent_id', name: 'children' },
    { path: 'users', field: 'domain_ids' },
    { path: 'devices', field: 'domain_id' },
    // 000 §3.1 a group's mail_templates: its own e-mail texts.
    { path: 'mail-templates', field: 'domain_id' },
  ],
});

import { z } from 'zod';
import { defineEntity } from './define-entity';
import { identifier } from './identifier';

const { fields } = identifier;

/**
 * UKEY2, the second-generation mobile key (000 §2.4, 001 §6, §7 "Ukey2"): the identifiers of type ukey2,
 * seen through their own page at /ukey2 (list and edit, no add). A key is issued to a user with a value the
 * server draws (POST /ukey2/issue, `ukey2.issue`), revoked for good (`ukey2.revoke`), never deleted, and
 * only while UKEY2 is licensed.
 */
export const ukey2 = defineEntity({
  name: 'ukey2',
  path: 'ukey2',
  table: 'identifiers',
  subset: { type: 'ukey2' },
  licence: 'ukey2',
  fields: {
    /** Empty: named after the owner, 'UKEY2 <owner's name>' (server/entities/ukey2.ts). */
    name: z.string().trim().max(255).default(''),
    description: fields.description,
    is_active: fields.is_active,
    type: z.enum(['ukey2']).meta({ readOnly: true }),
    value: z.string().meta({ readOnly: true, display: 'identifier_value' }),
    owner_type: fields.owner_type,
    /** The user whose mobile app holds the key. */
    owner: z.number().int().min(0).meta({ reference: 'users' }),
    period_restrict_from: fields.period_restrict_from,
    period_restrict_to: fields.period_restrict_to,
    passes_restrict_count: fields.passes_restrict_count,
    access_rules: fields.access_rules,
    is_profile_identifier: fields.is_profile_identifier,
    domain_ids: fields.domain_ids,
    passes_used: fields.passes_used,
    unique_value: fields.unique_value,
    revoked: fields.revoked,
  },
  titleField: 'name',
  menu: { group: 'access', order: 60, icon: 'key' },
  list: {
    columns: ['name', 'value', 'owner', 'is_active', 'revoked', 'period_restrict_to'],
    search: ['name', 'value'],
    filters: ['id', 'name', 'value', 'owner', 'is_active', 'revoked', 'domain_ids', 'access_rules', 'created_at'],
    sort: 'name',
  },
  relations: {
    owner_user: { entity: 'users', kind: 'to-one', field: 'owner' },
    domains: { entity: 'groups', kind: 'to-many', field: 'domain_ids' },
  },
  access: {
    view: { descendants: 'ukey2.view' },
    create: {},
    // No edit permission of its own (001 §6): whoever may issue keys may change them.
    update: { descendants: 'ukey2.issue' },
    delete: {},
    issue: { descendants: 'ukey2.issue' },
    revoke: { descendants: 'ukey2.revoke' },
  },
  ownership: { kind: 'group-list', field: 'domain_ids' },
  ungrouped: 'creator',
  actions: { list: ['ukey2_issue'], edit: ['identifier_revoke'] },
});

import { z } from 'zod';
import { defineEntity } from './define-entity';
import { scopedGrant } from './grants';

const ascii = /^[\x20-\x7e]*$/;

/** A group of the trunk: its id, or `{id}` as 001 §7 writes a trunk's `domains[{id}]`; stored as the id. */
const groupId = z.preprocess((value) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value), z.number().int().min(0));

/**
 * SIP trunk (000 §3.9; 001 §7 sends `domains[{id}]`, plain ids are read too; stored and answered as ids, as everywhere else): a provider's line
 * that calls to numbers outside the project leave by, for the groups it serves. Its URI must not be the
 * server's own address (a loop). Needs both the SIP and the SIP trunk licences.
 */
export const sipTrunk = defineEntity({
  name: 'sip_trunk',
  path: 'sip-trunks',
  table: 'sip_trunks',
  fields: {
    name: z.string().trim().min(1).max(255),
    /** The number callees see; no spaces (000 §5.2). */
    outgoing_number: z.string().regex(/^\+?[0-9A-Za-z*#._-]{1,32}$/, 'no_spaces'),
    termination_uri: z.string().trim().max(255).regex(/^sips?:[^\s@]+(@[^\s]+)?$/, 'sip_uri').meta({ examples: ['sip:trunk.example.com'] }),
    /** SIP digest credentials: the provider's equipment reads them as ASCII (000 §5.1 "ASCII only"). */
    login: z.string().max(64).regex(ascii, 'ascii').default(''),
    password: z.string().max(64).regex(ascii, 'ascii').optional().meta({ writeOnly: true }),
    domains: z.array(groupId).min(1, 'trunk_needs_group').max(1000).meta({ reference: 'groups', onDelete: 'restrict' }),
  },
  titleField: 'name',
  licence: ['sip', 'sip_trunks'],
  menu: { group: 'phone_settings', order: 40, icon: 'settings_phone' },
  list: {
    columns: ['name', 'outgoing_number', 'termination_uri', 'domains'],
    search: ['name', 'outgoing_number', 'termination_uri'],
    filters: ['id', 'name', 'outgoing_number', 'domains', 'created_at'],
    sort: 'name',
  },
  relations: { groups: { entity: 'groups', kind: 'to-many', field: 'domains' } },
  access: {
    view: scopedGrant('sip_trunks.view'),
    create: { all: 'sip_trunks.create' },
    update: scopedGrant('sip_trunks.edit'),
    delete: scopedGrant('sip_trunks.delete'),
  },
  ownership: { kind: 'group-list', field: 'domains' },
  ungrouped: 'creator',
  unscoped: { create: "001 §6 scopes SIP trunks' view, edit and delete, not create: a new trunk lands only in groups the creator's view reaches (checkPlacement)" },
});

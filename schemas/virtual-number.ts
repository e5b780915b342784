import { z } from 'zod';
import { defineEntity } from './define-entity';

/** How a number's calls go on when it does not answer (000 §3.9; routing in server/telephony/call-routing.ts). */
export const FORWARD_MODES = ['disabled', 'manual', 'picked'] as const;
/** A group's or the project's own number (000 §3.9 purpose): it cannot be deleted. */
export const NUMBER_PURPOSES = ['master_sip_number'] as const;

/** SIP number: digits only, as phones dial them. */
export const sipNumber = z.string().regex(/^\d{2,32}$/, 'digits').meta({ examples: ['1001'] });

/** SIP password (000 §5.1): 8 to 31 characters with digits, lowercase and uppercase Latin letters. */
export const sipPassword = z
  .string()
  .min(8)
  .max(31)
  .regex(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[\x21-\x7e]+$/, 'sip_password');

/**
 * Virtual (SIP) number (000 §3.9; 001 §6-7): what a phone, a door panel or a group registers and is called by
 * on the SIP proxy (server/telephony/). It belongs to a user, a device, or to its group alone (an apartment's
 * number rings the group's residents at once). The password is write-only: the server makes one when none is
 * given, and only the number's own user gets it back, for the web phone (GET /profile/sip-account).
 * Without a SIP licence every route answers 'no licences'.
 */
export const virtualNumber = defineEntity({
  name: 'virtual_number',
  path: 'virtual-numbers',
  table: 'virtual_numbers',
  fields: {
    number: sipNumber,
    name: z.string().trim().max(255).default(''),
    password: sipPassword.optional().meta({ writeOnly: true }),
    is_active: z.boolean().meta({ readOnly: true }),
    is_reserved: z.boolean().default(false),
    user_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'users', onDelete: 'set_null' }),
    device_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'devices', onDelete: 'set_null' }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups', onDelete: 'restrict' }),
    forward_mode: z.enum(FORWARD_MODES).default('disabled'),
    /** manual: tried in order after the number itself does not answer. */
    forward_rules: z.array(z.number().int().min(0)).max(10).default([]).meta({ reference: 'forward-rules', onDelete: 'set_null', visibleWhen: { forward_mode: 'manual' } }),
    /** picked: the users of this group ring instead, all at once. */
    forward_group: z.number().int().min(0).nullable().default(null).meta({ reference: 'groups', onDelete: 'set_null', visibleWhen: { forward_mode: 'picked' } }),
    /** Calls to this number ring the queue's members instead (schemas/call-queue.ts); its forward rules follow. */
    call_queue_id: z.number().int().min(0).nullable().default(null).meta({ reference: 'call-queues', onDelete: 'set_null' }),
    /** What a callee sees of the caller (an address, a concierge desk). */
    owner_info: z.string().max(500).default(''),
    purpose: z.enum(NUMBER_PURPOSES).nullable().meta({ readOnly: true }),
  },
  titleField: 'number',
  licence: 'sip',
  menu: { group: 'phone_settings', order: 10, icon: 'dialpad', whileOverLimit: true },
  unique: ['number', { fields: ['device_id'], error: 'device_has_number' }],
  list: {
    columns: ['number', 'name', 'user_id', 'device_id', 'domain_id', 'forward_mode', 'is_active', 'purpose'],
    search: ['number', 'name', 'owner_info'],
    filters: ['id', 'number', 'name', 'user_id', 'device_id', 'domain_id', 'forward_mode', 'is_active', 'is_reserved', 'purpose', 'created_at'],
    sort: 'number',
  },
  relations: {
    user: { entity: 'users', kind: 'to-one', field: 'user_id' },
    device: { entity: 'devices', kind: 'to-one', field: 'device_id' },
    domain: { entity: 'groups', kind: 'to-one', field: 'domain_id' },
  },
  /**
   * Owned by its group (issue 33 D1): the virtual_numbers.* permissions (001 §6) reach the numbers of the
   * holder's groups and below, so a building's administrator never reaches another building's, and one placed
   * at the root group (the system administrator, the auditor) every number. No other permission widens that
   * (a dealer's groups.view.all does not show numbers). Handing a number to a user hands over its SIP
   * credential: server/telephony/virtual-numbers.ts.
   */
  access: {
    view: { descendants: 'virtual_numbers.view' },
    create: { descendants: 'virtual_numbers.create' },
    update: { descendants: 'virtual_numbers.edit' },
    delete: { descendants: 'virtual_numbers.delete' },
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  initialValues: () => ({ forward_mode: 'disabled' }),
  /**
   * Generate (001 §7 "SIP numbers: generate"): a free number and a strong password into the add form, the
   * password printed beside the button until saved (write-only afterwards). Not on edit (decision): a new
   * number re-points every phone and panel set up with the old one, and the server gives it with
   * `virtual_numbers.create`, which an editor may lack; a new password on edit is typed.
   */
  formFills: { generate: { from: 'generate', fields: ['number', 'password'], needs: 'create', modes: ['create'], reveal: ['password'] } },
  commands: {
    activate: { grant: { descendants: 'virtual_numbers.activate' }, when: { is_active: [false] }, set: () => ({ is_active: true }) },
    deactivate: { grant: { descendants: 'virtual_numbers.activate' }, when: { is_active: [true] }, set: () => ({ is_active: false }), confirm: true, tone: 'error' },
    mark_system: { grant: { descendants: 'virtual_numbers.mark_system' }, when: { purpose: [null] }, set: () => ({ purpose: 'master_sip_number' }), confirm: true },
  },
});

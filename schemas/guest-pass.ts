import { z } from 'zod';
import { defineEntity } from './define-entity';

export const GUEST_PASS_STATES = ['valid', 'not_yet_valid', 'expired', 'pass_limit_reached'] as const;
export type GuestPassState = (typeof GUEST_PASS_STATES)[number];

const moment = z.iso.datetime({ offset: true });
const DAY_MS = 86_400_000;

/**
 * A guest pass (000 §2.4, §3.8 "Guest identifier form"): a QR identifier a user grants to a guest, with a
 * link the guest opens without signing in. The fields are the spec's form; the server answers them back
 * with the pass's key and state. Its API is hand-written (server/guest-access/: the caller's own passes,
 * the group limits, the shareable rules), so this description drives only the screens and the body's
 * validation (server/guest-access/guest-pass-body.ts); its pages live at /guest-access.
 */
export const guestPass = defineEntity({
  name: 'guest_pass',
  path: 'identifiers/guest-access',
  route: 'guest-access',
  table: 'identifiers',
  licence: 'guest_identifier',
  fields: {
    /** Empty: "Guest pass <day it starts>". */
    name: z.string().trim().max(255).default(''),
    selectedAccessRules: z
      .array(z.number().int().min(1).max(2_147_483_647))
      .min(1)
      .max(100)
      .meta({ choicesFrom: { path: 'identifiers/guest-access/options', list: 'access_rules' } }),
    validatePeriod: z.object({ from: moment, to: moment }),
    passLimit: z.number().int().min(1).max(100_000),
    keyMessage: z.string().max(1000).default(''),
    /** The key of the pass's public page, /guest-access/{key_id}. */
    key_id: z.string().meta({ readOnly: true }),
    state: z.enum(GUEST_PASS_STATES).meta({ readOnly: true }),
    /** Null: no limit. */
    passes_left: z.number().int().nullable().meta({ readOnly: true }),
    is_active: z.boolean().meta({ readOnly: true }),
  },
  titleField: 'name',
  menu: { group: 'access', order: 10, icon: 'qr_code' },
  list: { columns: ['name', 'passes_left', 'state'], search: [], filters: [], sort: '-id' },
  access: {
    view: { own: 'identifiers.guest.create' },
    create: { own: 'identifiers.guest.create' },
    update: { own: 'identifiers.guest.create' },
    delete: {},
  },
  ownership: { kind: 'none' },
  initialValues: () => {
    const now = Date.now();
    return { validatePeriod: { from: new Date(now).toISOString(), to: new Date(now + DAY_MS).toISOString() }, passLimit: 1 };
  },
  actions: { edit: ['guest_pass_url'], form: ['guest_pass_limits'] },
});

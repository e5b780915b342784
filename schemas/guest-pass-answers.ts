/**
 * What the guest access calls answer (001 §7; server/guest-access/): a guest pass as its grantor reads it (the
 * form's fields with the pass's QR identifier, key and state), the rules and limits a new pass may use, and
 * what the guest's page shows without signing in.
 */
import { z } from 'zod';
import { answeredRecord } from './answered-record';
import { GUEST_PASS_STATES, guestPass } from './guest-pass';

const id = z.number().int();

export const grantedPass = answeredRecord(guestPass).extend({
  type: z.literal('qr'),
  guestType: z.literal('guest'),
  /** The QR code's value. */
  value: z.string(),
  owner: id.nullable(),
});

export const guestLimits = z.object({ max_passes_count: z.number().int(), max_period_days: z.number().int() });
export type GuestLimits = z.infer<typeof guestLimits>;

export const guestPassOptions = z.object({ access_rules: z.array(z.object({ id, name: z.string() })), limits: guestLimits });

/** GET /guest-access/{keyId}: the pass's state, and its QR code (a data URL) while it is valid. */
export const guestPage = z.object({
  state: z.enum(GUEST_PASS_STATES),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  passes_left: z.number().int().nullable(),
  message: z.string(),
  qr: z.string().nullable(),
});

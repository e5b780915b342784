/**
 * The guest identifier form on the wire (000 §3.8): the writable fields of schemas/guest-pass.ts (name,
 * selectedAccessRules, validatePeriod {from, to}, passLimit, keyMessage), plus the spec's fixed type qr and
 * guestType guest, restrictPeriod, restrictPassCount and the QR's value, which the screens never send. A pass
 * always has a period and a pass limit while limits exist (they always do: the project's are the fallback),
 * so turning a restriction off is refused as beyond the limit rather than silently ignored.
 */
import { z } from 'zod';
import { guestPass } from '../../schemas/guest-pass';

const { name, selectedAccessRules, validatePeriod, passLimit, keyMessage } = guestPass.fields;

export const guestPassBody = z.strictObject({
  name,
  selectedAccessRules,
  validatePeriod: validatePeriod.strict(),
  passLimit: passLimit.nullable().default(null),
  keyMessage,
  type: z.literal('qr').default('qr'),
  guestType: z.literal('guest').default('guest'),
  restrictPeriod: z.boolean().default(true),
  restrictPassCount: z.boolean().default(true),
  /** The QR code's content; a random one when absent. */
  value: z.string().trim().min(1).max(255).optional(),
});
export type GuestPassBody = z.infer<typeof guestPassBody>;

/** PATCH sends what changes; the stored pass fills the rest before the same checks. */
export const guestPassPatch = guestPassBody.partial().extend({ is_active: z.boolean().optional() });
export type GuestPassPatch = z.infer<typeof guestPassPatch>;

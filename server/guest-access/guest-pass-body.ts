/**
 * The guest identifier form on the wire (000 §3.8): type qr, selectedAccessRules, validatePeriod {from, to},
 * guestType guest, keyMessage, restrictPeriod, restrictPassCount, passLimit, value. A pass always has a
 * period and a pass limit while limits exist (they always do: the project's are the fallback), so turning a
 * restriction off is refused as beyond the limit rather than silently ignored.
 */
import { z } from 'zod';

const moment = z.iso.datetime({ offset: true });

export const guestPassBody = z.strictObject({
  name: z.string().trim().min(1).max(255).optional(),
  type: z.literal('qr').default('qr'),
  guestType: z.literal('guest').default('guest'),
  selectedAccessRules: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100),
  validatePeriod: z.strictObject({ from: moment, to: moment }),
  restrictPeriod: z.boolean().default(true),
  restrictPassCount: z.boolean().default(true),
  passLimit: z.number().int().min(1).max(100_000).nullable().default(null),
  keyMessage: z.string().max(1000).default(''),
  /** The QR code's content; a random one when absent. */
  value: z.string().trim().min(1).max(255).optional(),
});
export type GuestPassBody = z.infer<typeof guestPassBody>;

/** PATCH sends what changes; the stored pass fills the rest before the same checks. */
export const guestPassPatch = guestPassBody.partial().extend({ is_active: z.boolean().optional() });
export type GuestPassPatch = z.infer<typeof guestPassPatch>;

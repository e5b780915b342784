/**
 * What the dialer's calls answer (001 §7 "Calls and dialer"; server/telephony/dialer-routes.ts): who the user
 * may call, who a ringing number is, and a free virtual number with a strong SIP password for a new one.
 */
import { z } from 'zod';

export const dialerContact = z.object({
  name: z.string(),
  number: z.string(),
  /** A person's number: who, and where they are (their number's group, an apartment). */
  user: z.object({ id: z.number().int(), name: z.string(), description: z.string().optional() }).optional(),
});
export type DialerContact = z.infer<typeof dialerContact>;

export const numberInfo = z.object({ address: z.string(), user: z.string().nullable() });
export type NumberInfo = z.infer<typeof numberInfo>;

export const generatedNumber = z.object({ number: z.string(), password: z.string() });

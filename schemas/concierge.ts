/**
 * What the concierge's calls answer (001 §7 "Calls and dialer"; 000 §3.15 concierge device, call interception
 * settings): the interception and the groups it may cover, the awaiting calls in progress, the door panels the
 * concierge may open (server/telephony/concierge-routes.ts answers them, custom/dialer/concierge.ts reads them).
 */
import { z } from 'zod';

const id = z.number().int();

/** A group the concierge may intercept calls of, in tree order. */
export const interceptionGroup = z.object({ id, name: z.string(), parent_id: id.nullable() });
export type InterceptionGroup = z.infer<typeof interceptionGroup>;

export const callInterception = z.object({ is_active: z.boolean(), domains: z.array(id), user_domains: z.array(interceptionGroup) });
export type CallInterception = z.infer<typeof callInterception>;

/** An awaiting call in progress in the concierge's groups: a visitor at a panel, waiting or talking. */
export const managedCall = z.object({
  id,
  call_id: z.string(),
  from_number: z.string(),
  to_number: z.string(),
  status: z.string(),
  answered_by: z.string().nullable(),
  is_sos: z.boolean(),
  started_at: z.string(),
});
export type ManagedCall = z.infer<typeof managedCall>;

/** A door panel the concierge may open; its token is its number, opaque to the dialer. */
export const conciergeDoor = z.object({ token: z.string(), name: z.string(), sip_number: z.object({ number: z.string() }) });
export type ConciergeDoor = z.infer<typeof conciergeDoor>;

/** The device task an opening queued. */
export const doorOpening = z.object({ task_id: id });

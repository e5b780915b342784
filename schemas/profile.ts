/**
 * GET /profile's answer (001 §7, 000 §3.3): the signed-in user's record with their groups, their licence state,
 * their role with its permissions, and the project. The console's identity, permissions and profile page read it.
 */
import { z } from 'zod';
import { answeredRecord } from './answered-record';
import { userLicenceState } from './licence';
import { user } from './user';

export const project = z.object({ id: z.number().int(), uid: z.string(), name: z.string(), description: z.string() });
export type Project = z.infer<typeof project>;

export const profileRole = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** The roles this user may hand out. */
  available_roles: z.array(z.number().int()),
});

export const profile = answeredRecord(user).extend({
  /** Embedded as with=domains embeds them (server/crud/related-columns.ts): `{ id, name }`, or `{ id }` beyond view. */
  domains: z.array(z.object({ id: z.number().int(), name: z.string().optional() })),
  /** Always false here: an invitation is what others see of a user who has not registered yet. */
  is_invited: z.boolean(),
  license_state: userLicenceState,
  role: profileRole.nullable(),
  project,
});
export type Profile = z.infer<typeof profile>;

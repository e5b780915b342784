/**
 * 001 §8 "cannot remove current user from their only or top-level group": one's groups are one's reach, so
 * leaving them oneself would lock one out. Another user with the permission may still move them.
 */
import type { Actor } from '../access/actor';
import { AppError } from '../errors';

/** The actor's groups no other of their groups lies above: where their reach starts. */
function topLevelGroups(actor: Actor) {
  return actor.groupIds.filter((_, index) => {
    const path = actor.groupPaths[index];
    return !actor.groupPaths.some((other) => other !== path && path.startsWith(other));
  });
}

/** Refuses a write of the actor's own record that drops their only group or one of their top-level groups. */
export function assertKeepsOwnGroups(actor: Actor, data: Record<string, unknown>, stored?: Record<string, unknown>) {
  if (actor.kind !== 'user' || !stored || Number(stored.id) !== actor.id || !Array.isArray(data.domain_ids)) return;
  const kept = new Set((data.domain_ids as unknown[]).map(Number));
  const dropped = actor.groupIds.filter((id) => !kept.has(id));
  if (!dropped.length) return;
  if (actor.groupIds.length === 1) throw new AppError('last_group', { domain_ids: 'own only group' });
  if (dropped.some((id) => topLevelGroups(actor).includes(id))) throw new AppError('top_level_group', { domain_ids: 'own top-level group' });
}

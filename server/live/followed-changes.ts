/**
 * A read model that follows other entities (`follows`: its rows are theirs, by the same ids) changes when
 * they do: a change of a followed record is also told as a change of the read model's row, which the
 * delivery then shows to whoever may see that row.
 */
import type { Entity } from '../../schemas/define-entity';
import type { RecordChange } from './events';

export function followedChanges(entities: readonly Entity[]) {
  const followers = new Map<string, string[]>();
  for (const entity of entities) {
    for (const followed of entity.follows ?? []) followers.set(followed, [...(followers.get(followed) ?? []), entity.path]);
  }
  /** The change itself, then the same change of each read model following its entity. */
  return (change: RecordChange): RecordChange[] => [change, ...(followers.get(change.entity) ?? []).map((entity) => ({ ...change, entity }))];
}

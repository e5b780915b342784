/**
 * The related-records tabs of a record's pages, read from the entity's `related` description: which tabs a
 * role sees (those whose list it may open, by the view grant the server enforces), what each is called, and
 * what its "add" pre-fills.
 *
 * @example relatedTabs(user, ['identifiers.view']).map((tab) => tab.key) // ['identifiers']
 */
import type { Entity, RelatedRecords } from '../schemas/define-entity';
import { entityByPath } from '../schemas';
import { type ServerFeature, entityLicences } from '../schemas/licence';
import { holdsGrant } from '../src/providers/entity-grants';
import { describeField } from './field-kinds';

export interface RelatedTab {
  /** Names the tab in the page's address (`?tab=`). */
  key: string;
  related: RelatedRecords;
  /** The entity whose records the tab lists. */
  other: Entity;
  /** Locale key of the tab's title, read with smart_count 2. */
  titleKey: string;
}

/**
 * @param licensed whether a licensed feature is on for this user (the shell knows both licences); a tab of an
 * entity whose licence is off is not offered, as its list would answer 'no licences'. Omitted: all on.
 */
export function relatedTabs(entity: Entity, permissions: readonly string[], licensed: (feature: ServerFeature) => boolean = () => true): RelatedTab[] {
  return (entity.related ?? []).flatMap((related) => {
    const other = entityByPath(related.path);
    if (!other || !holdsGrant(other, 'view', permissions) || !entityLicences(other).every(licensed)) return [];
    const key = related.name ?? other.path.replaceAll('/', '-');
    const titleKey = related.name ? `resources.${entity.path}.related.${related.name}` : `resources.${other.path}.name`;
    return [{ key, related, other, titleKey }];
  });
}

/** What a new related record starts with: the pointer at this record (in a list where the field is one). */
export function relatedPrefill(tab: Pick<RelatedTab, 'related' | 'other'>, id: number | string): Record<string, unknown> {
  const { kind } = describeField(tab.other, tab.related.field);
  return { [tab.related.field]: kind === 'references' ? [id] : id };
}

/** The list conventions of 001 §7, shared by the server (parsing) and the console (building queries). */
import { z } from 'zod';

export const FILTER_RULES = [
  'above',
  'below',
  'equals',
  'equals_above',
  'equals_below',
  'not_equals',
  'has',
  'is',
  'begins_with',
] as const;
export type FilterRule = (typeof FILTER_RULES)[number];

export const MAX_FILTER_DEPTH = 5;
export const MAX_FILTER_ITEMS = 50;
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 25;

const scalar = z.union([z.string().max(255), z.number().finite(), z.boolean(), z.null()]);

export const filterCondition = z.strictObject({
  field: z.string().max(64),
  rule: z.enum(FILTER_RULES),
  value: z.union([scalar, z.array(z.union([z.string().max(255), z.number().finite()])).max(MAX_PAGE_SIZE)]),
});
export type FilterCondition = z.infer<typeof filterCondition>;

export interface FilterGroup {
  matching: 'match_all' | 'match_any';
  items: (FilterCondition | FilterGroup)[];
}

export const filterGroup: z.ZodType<FilterGroup> = z.strictObject({
  matching: z.enum(['match_all', 'match_any']).default('match_all'),
  get items() {
    return z.array(z.union([filterCondition, filterGroup])).max(MAX_FILTER_ITEMS);
  },
}) as z.ZodType<FilterGroup>;

export function isCondition(item: FilterCondition | FilterGroup): item is FilterCondition {
  return 'field' in item;
}

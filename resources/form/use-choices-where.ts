/**
 * The filter a reference's choices take from other fields of the form (FieldMeta `choicesWhere`): a
 * reservation's identifier among its holder's. null while a sibling it needs is empty: nothing to offer yet.
 */
import { useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { type Identifier, useGetIdentity } from 'react-admin';
import type { FieldMeta } from '../../schemas/define-entity';
import { FormValuesContext } from './form-values';

export type ChoicesWhere = NonNullable<FieldMeta['choicesWhere']>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The list filter for these rules, from the sibling values and the signed-in user (for `self`). */
export function choicesFilter(where: ChoicesWhere, values: Record<string, unknown>, self: Identifier | undefined): Record<string, unknown> | null {
  const filter: Record<string, unknown> = {};
  for (const [key, { field, empty }] of Object.entries(where)) {
    const value = isEmpty(values[field]) && empty === 'self' ? self : values[field];
    if (isEmpty(value)) return null;
    filter[key] = value;
  }
  return filter;
}

const NONE: ChoicesWhere = {};

/** The current filter; it changes only when a sibling it reads changes. */
export function useChoicesWhere(where: ChoicesWhere | undefined): Record<string, unknown> | null {
  const rules = where ?? NONE;
  const values = useContext(FormValuesContext);
  const { identity } = useGetIdentity();
  // Only the siblings named here: another field's change does not re-render the picker.
  const read = useSyncExternalStore(values.subscribe, () => JSON.stringify(Object.values(rules).map(({ field }) => values.get()[field] ?? null)));
  return useMemo(() => {
    const siblings = JSON.parse(read) as unknown[];
    const current = Object.fromEntries(Object.values(rules).map(({ field }, i) => [field, siblings[i]]));
    return choicesFilter(rules, current, identity?.id);
  }, [read, rules, identity?.id]);
}

/** A choice made within one filter is dropped when the filter changes (another holder: not their card). */
export function useClearedWhenWhereChanges(where: Record<string, unknown> | null, chosen: boolean, clear: () => void) {
  const key = JSON.stringify(where);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    const before = previous.current;
    previous.current = key;
    // From no filter (the signed-in user still loading, or a sibling not chosen) nothing was chosen within one.
    if (chosen && before !== 'null') clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the filter changes
  }, [key]);
}

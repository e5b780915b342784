/** A reference field's value as a list of ids: an id list as it is, a single id as one or none. */
import type { Identifier } from 'react-admin';

export const asIds = (value: unknown, multiple: boolean): Identifier[] =>
  multiple ? ((value as Identifier[] | undefined) ?? []) : value === undefined || value === null ? [] : [value as Identifier];

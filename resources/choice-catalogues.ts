/**
 * Label catalogues for long lists of choices. A list of enum values too long for a plain row of checkboxes
 * (role permissions: ~200 codes) is drawn grouped when a catalogue here labels its values (ui-schema.ts);
 * the catalogue names its locale prefix and, optionally, how its values are grouped.
 *
 * Locale shape under `<prefix>` (locales/permissions.en.ts): `items.<value, dots as underscores>` and
 * `families.<group>`.
 */
import { PERMISSION_FAMILIES } from '../schemas/permissions';
import { type ChoiceValue, findCatalogue } from './choice-groups';
import type { Translate } from './locale-keys';

export interface ChoiceCatalogue {
  /** Top-level locale key holding `items` and `families`. */
  prefix: string;
  /** Named groups of values; a value in none of them falls in the group named by its first dot-segment. */
  groups?: Readonly<Record<string, readonly (string | number)[]>>;
}

export const CHOICE_CATALOGUES: readonly ChoiceCatalogue[] = [{ prefix: 'permissions', groups: PERMISSION_FAMILIES }];

/** Lists of more choices than this are drawn grouped, with a filter, when a catalogue labels their values. */
export const MANY_CHOICES = 20;

/** The catalogue for a long list of these values, if one labels them (choice-groups.ts findCatalogue). */
export const catalogueFor = (translate: Translate, values: readonly ChoiceValue[]) =>
  values.length > MANY_CHOICES ? findCatalogue(translate, values, CHOICE_CATALOGUES) : undefined;

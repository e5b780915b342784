/**
 * Long lists of choices, grouped: which locale keys label a value and its group, which group a value falls
 * in, the filter, and selecting a whole group. Pure; the grouped-choices widget and ui-schema.ts use it.
 *
 * @example itemLabelKey('permissions', 'devices.view.all')  // 'permissions.items.devices_view_all'
 * @example groupNameOf('time_rules.view')                     // 'time_rules'
 */
import type { ChoiceCatalogue } from './choice-catalogues';
import type { Translate } from './locale-keys';

export type ChoiceValue = string | number;

/** A group as the uiSchema carries it to the widget. */
export interface ChoiceGroup {
  name: string;
  title: string;
  values: ChoiceValue[];
}

export interface ChoiceOption {
  value: ChoiceValue;
  label: string;
}

/** A group as the widget draws it: its options with their labels. */
export interface OptionGroup {
  name: string;
  title: string;
  options: ChoiceOption[];
}

/** A locale key cannot hold dots ('devices.view' would be both a text and the parent of 'devices.view.all'). */
export const valueKey = (value: ChoiceValue) => String(value).replaceAll('.', '_');

export const itemLabelKey = (prefix: string, value: ChoiceValue) => `${prefix}.items.${valueKey(value)}`;

export const groupTitleKey = (prefix: string, group: string) => `${prefix}.families.${group}`;

export const firstSegment = (value: ChoiceValue) => String(value).split('.')[0];

/** The catalogue's named group holding the value, else the value's first dot-segment. */
export function groupNameOf(value: ChoiceValue, groups: ChoiceCatalogue['groups'] = {}): string {
  for (const [name, members] of Object.entries(groups)) if (members.includes(value)) return name;
  return firstSegment(value);
}

/** Values by group, groups in the order their first value comes, values in their own order. */
export function groupValues(values: readonly ChoiceValue[], groups?: ChoiceCatalogue['groups']): { name: string; values: ChoiceValue[] }[] {
  const byName = new Map<string, ChoiceValue[]>();
  for (const value of values) {
    const name = groupNameOf(value, groups);
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  return [...byName].map(([name, members]) => ({ name, values: members }));
}

/**
 * The first catalogue labelling most of the values (a value added since shows its code until labelled),
 * or undefined. `translate` must return '' for a missing key given `{ _: '' }`, as react-admin's does.
 */
export function findCatalogue(translate: Translate, values: readonly ChoiceValue[], catalogues: readonly ChoiceCatalogue[]) {
  return catalogues.find((catalogue) => {
    const labelled = values.filter((value) => translate(itemLabelKey(catalogue.prefix, value), { _: '' }) !== '');
    return labelled.length * 2 > values.length;
  });
}

/** A value's label from the catalogue, its code when it has none. */
export const catalogueLabel = (translate: Translate, prefix: string, value: ChoiceValue) =>
  translate(itemLabelKey(prefix, value), { _: String(value) });

/** The groups for the uiSchema, titled from the catalogue (the group's name when it has no title). */
export function catalogueGroups(translate: Translate, catalogue: ChoiceCatalogue, values: readonly ChoiceValue[]): ChoiceGroup[] {
  return groupValues(values, catalogue.groups).map(({ name, values: members }) => ({
    name,
    title: translate(groupTitleKey(catalogue.prefix, name), { _: name }),
    values: members,
  }));
}

/** The widget's options sorted into the uiSchema's groups; options no group names go last, by themselves. */
export function groupOptions(options: readonly ChoiceOption[], groups: readonly ChoiceGroup[]): OptionGroup[] {
  const byValue = new Map(options.map((option) => [option.value, option]));
  const placed = new Set<ChoiceValue>();
  const out: OptionGroup[] = [];
  for (const group of groups) {
    const members = group.values.flatMap((value) => {
      const option = byValue.get(value);
      if (!option || placed.has(value)) return [];
      placed.add(value);
      return [option];
    });
    if (members.length) out.push({ name: group.name, title: group.title, options: members });
  }
  for (const { name, values } of groupValues(options.filter((option) => !placed.has(option.value)).map((option) => option.value))) {
    out.push({ name, title: name, options: values.map((value) => byValue.get(value)!) });
  }
  return out;
}

const words = (text: string) => text.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/**
 * The groups narrowed to options whose label, code or group title holds every word of the query, and to
 * the selected ones when `selectedOnly`; empty groups are dropped.
 */
export function filterGroups(
  groups: readonly OptionGroup[],
  { query = '', selected = [], selectedOnly = false }: { query?: string; selected?: readonly unknown[]; selectedOnly?: boolean },
): OptionGroup[] {
  const wanted = words(query);
  const chosen = new Set(selected);
  return groups
    .map((group) => ({
      ...group,
      options: group.options.filter((option) => {
        if (selectedOnly && !chosen.has(option.value)) return false;
        const text = `${group.title} ${option.label} ${option.value}`.toLocaleLowerCase();
        return wanted.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.options.length > 0);
}

export type SelectionState = 'none' | 'some' | 'all';

/** How many of the values are selected, and whether that is none, some or all of them. */
export function selectionOf(selected: readonly unknown[], values: readonly ChoiceValue[]): { count: number; state: SelectionState } {
  const chosen = new Set(selected);
  const count = values.filter((value) => chosen.has(value)).length;
  return { count, state: count === 0 ? 'none' : count === values.length ? 'all' : 'some' };
}

/**
 * The selection with the values all added (on) or all removed; known values keep the order of `order`
 * (the enum's), anything else already selected stays, after them.
 */
export function setValues(selected: readonly unknown[], values: readonly ChoiceValue[], on: boolean, order: readonly ChoiceValue[]): unknown[] {
  const next = new Set(selected);
  for (const value of values) {
    if (on) next.add(value);
    else next.delete(value);
  }
  const known = new Set<unknown>(order);
  return [...order.filter((value) => next.has(value)), ...[...next].filter((value) => !known.has(value))];
}

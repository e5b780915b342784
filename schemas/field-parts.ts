/**
 * A part of a JSON field, named by a path inside it: `restrictPeriod.from` (an object's key), or
 * `packages[type=plus].qty` (the item of a list whose `type` is `plus`, then its key). A spreadsheet column
 * writes one part (ImportColumnDescription.part): reading, writing and typing a part is here, for any field.
 *
 * @example
 * const steps = partSteps('packages[type=plus].qty');
 * readPart({ packages: [{ type: 'plus', qty: 20 }] }, steps); // 20
 * writePart({ packages: [] }, steps, 30); // { packages: [{ type: 'plus', qty: 30 }] }
 */
import type { z } from 'zod';
import { baseType } from './introspect';

export type PartStep = { key: string } | { item: { key: string; value: string } };

const STEP = /^(\w+)(?:\[(\w+)=([\w-]+)\])?$/;

/** A path's steps; a path out of this grammar is a mistake in a description, so it throws. */
export function partSteps(part: string): PartStep[] {
  return part.split('.').flatMap((segment) => {
    const found = STEP.exec(segment);
    if (!found) throw new Error(`field part '${part}': '${segment}' is no key or key[item=value]`);
    const [, key, itemKey, itemValue] = found;
    return itemKey ? [{ key }, { item: { key: itemKey, value: itemValue } }] : [{ key }];
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item a step names in a list, matched as text (a list's keys are enum values). */
const itemOf = (list: unknown[], step: { key: string; value: string }) => list.find((item) => isObject(item) && String(item[step.key]) === step.value);

/** The part's value; undefined when the value has no such part (a package the group does not hold). */
export function readPart(value: unknown, steps: readonly PartStep[]): unknown {
  let current = value;
  for (const step of steps) {
    if ('key' in step) current = isObject(current) ? current[step.key] : undefined;
    else current = Array.isArray(current) ? itemOf(current, step.item) : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** A copy of `value` with the part set; objects and list items missing on the way are made (an item with its key). */
export function writePart(value: unknown, steps: readonly PartStep[], part: unknown): unknown {
  if (!steps.length) return part;
  const [step, ...rest] = steps;
  if ('key' in step) {
    const object = isObject(value) ? value : {};
    return { ...object, [step.key]: writePart(object[step.key], rest, part) };
  }
  const list = Array.isArray(value) ? value : [];
  const found = itemOf(list, step.item);
  const written = writePart(found ?? { [step.item.key]: step.item.value }, rest, part);
  return found ? list.map((item) => (item === found ? written : item)) : [...list, written];
}

type AnyZod = z.core.$ZodType;
const defOf = (type: AnyZod) => (baseType(type) as { _zod: { def: { type: string; shape?: Record<string, AnyZod>; element?: AnyZod } } })._zod.def;

/** The schema of the part inside the field's schema; undefined where the path leaves it. */
export function partType(type: AnyZod, steps: readonly PartStep[]): AnyZod | undefined {
  let current: AnyZod | undefined = type;
  for (const step of steps) {
    const def = defOf(current);
    current = 'key' in step ? (def.type === 'object' ? def.shape?.[step.key] : undefined) : def.type === 'array' ? def.element : undefined;
    if (!current) return undefined;
  }
  return current;
}

/** The part's path in `value` as a validation error names it, a list's item by its index ('packages.1.qty'). */
export function partPath(value: unknown, steps: readonly PartStep[]): string | undefined {
  let current = value;
  const path: (string | number)[] = [];
  for (const step of steps) {
    if ('key' in step) {
      current = isObject(current) ? current[step.key] : undefined;
      path.push(step.key);
    } else {
      const index = Array.isArray(current) ? current.indexOf(itemOf(current, step.item)) : -1;
      if (index < 0) return undefined;
      current = (current as unknown[])[index];
      path.push(index);
    }
  }
  return path.join('.');
}

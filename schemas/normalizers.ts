/**
 * Named value normalisers a field can declare (`.meta({ normalize: { rule, column } })`): the value is
 * compared, for uniqueness and in filters, through the normaliser on a stored column of normalised values.
 *
 * @example normalize('licence_plate', 'а 123 вс') // 'A123BC'
 */
import { fieldMeta } from './introspect';

/** Cyrillic letters that look like Latin ones on a plate (А/A, В/B, Е/E, К/K, М/M, Н/H, О/O, Р/P, С/C, Т/T, Х/X, І/I). */
const PLATE_LOOK_ALIKES: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I',
};

/** Uppercase, no spaces, Cyrillic look-alikes as their Latin letters: 'а123 вс' and 'A123BC' are one plate. */
export function normalizeLicencePlate(value: string) {
  return [...value.toUpperCase().replace(/[\s-]+/g, '')].map((c) => PLATE_LOOK_ALIKES[c] ?? c).join('');
}

export const NORMALIZERS = { licence_plate: normalizeLicencePlate } as const;
export type NormalizerName = keyof typeof NORMALIZERS;

export function normalize(rule: NormalizerName, value: string) {
  return NORMALIZERS[rule](value);
}

/**
 * The normaliser a field declares, if any, with the column holding normalised values.
 * @example fieldNormalizer(identifier, 'value') // { rule: 'licence_plate', column: 'unique_value' }
 */
export function fieldNormalizer(entity: { fields: Record<string, unknown> }, field: string) {
  const type = entity.fields[field];
  return type ? fieldMeta(type as Parameters<typeof fieldMeta>[0]).normalize : undefined;
}

/** A filter value (text, or a list of texts) through the normaliser; other values pass unchanged. */
export function normalizeFilterValue<T>(rule: NormalizerName, value: T): T {
  const one = (v: unknown) => (typeof v === 'string' ? normalize(rule, v) : v);
  return (Array.isArray(value) ? value.map(one) : one(value)) as T;
}

type Normalized = [field: string, normalizer: { rule: NormalizerName; column: string }][];
const normalizedFields = new WeakMap<object, Normalized>();

/** Fills each declared normalised column from its field's value (create and update bodies). */
export function fillNormalizedColumns(entity: { fields: Record<string, unknown> }, data: Record<string, unknown>) {
  let fields = normalizedFields.get(entity);
  if (!fields) {
    fields = Object.keys(entity.fields).flatMap((field): Normalized => {
      const normalizer = fieldNormalizer(entity, field);
      return normalizer ? [[field, normalizer]] : [];
    });
    normalizedFields.set(entity, fields);
  }
  for (const [field, { rule, column }] of fields) if (typeof data[field] === 'string') data[column] = normalize(rule, data[field] as string);
}

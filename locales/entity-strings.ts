/**
 * One entity's strings in every language, checked against the entity's own description: a field, an enum value
 * or a command without a label in any language fails `npm run typecheck`. Each entity's module in
 * locales/entities/ fills one; the locales spread them under the entity's path (`resources.<path>`).
 *
 * The shape (react-admin reads `name` and `fields` itself):
 * - `name`: 'Singular |||| Plural' (polyglot's smart_count forms); `menu`: the side menu's label if not the plural;
 * - `fields`: a label for every field. A nested object, or a list of objects, is a node whose own label is
 *   `_` and whose children are its fields: `fields.device_settings.sip._` is the section, `….sip.talk_timeout`
 *   a field (an object key can't be both a string and a node, and `_` is no field name);
 * - `help`: optional help under a form field, same paths as `fields`;
 * - `enums`: labels of enum values and of declared codes (`codes`), same paths as `fields`; every value needs
 *   one in every language, even when it reads the same (same-in-every-language.ts);
 * - `add_title`, `edit_title` (%{name} is the record's title field); `commands`, `related`, `messages`;
 * - `fills`: a label for every form fill the entity declares (`formFills`), required only where it declares one.
 *
 * @example
 * export const deviceAlarmStrings = entityStrings(deviceAlarm, { en: {...}, ru: {...}, uk: {...} });
 */
import type { z } from 'zod';
import type { EntityCommand, FormFill } from '../schemas/define-entity';

/** The console's languages (locales/index.ts; named here, since the locales are built from these modules). */
type LocaleCode = 'en' | 'ru' | 'uk';
type RecordField = 'id' | 'created_at' | 'updated_at' | 'created_by';
/** The literal values of an enum field; never for free text. */
type EnumValues<T> = [NonNullable<T>] extends [string] ? (string extends NonNullable<T> ? never : NonNullable<T>) : never;
type EnumKeys<F extends z.ZodRawShape> = { [K in keyof F]: [EnumValues<z.output<F[K]>>] extends [never] ? never : K }[keyof F];
/**
 * A label for every value of every top-level enum field (a missing one fails the type check); the labels of
 * enums inside objects and lists, and of declared codes, beside them by the same paths as `fields`.
 */
type EnumLabels<F extends z.ZodRawShape> = {
  [K in EnumKeys<F>]: Record<EnumValues<z.output<F[K]>>, string>;
} & Partial<Record<Exclude<keyof F, EnumKeys<F>>, ValueLabels>>;
/** Labels by value, or by nested field down to the values. */
type ValueLabels = { [key: string]: string | ValueLabels };
type InputKeys<C> = C extends EntityCommand<infer I> ? keyof I & string : never;

/** What a command's button and dialog say; its input fields take the entity's field labels unless named here. */
export interface CommandStrings<K extends string> {
  /** The button, and the dialog's title. */
  label: string;
  /** Said when it succeeded. */
  done: string;
  /** The question of a command that asks first. */
  confirm?: string;
  /** Labels of input fields the entity has no field of its own for. */
  fields?: Partial<Record<K, string>>;
}

/** What a form fill's button says (schemas/define-entity.ts FormFill). */
export interface FillStrings {
  /** The button. */
  label: string;
  /** Said once the values are in the form. */
  done: string;
}

/** Labels of the form fills an entity declares; nothing to say for an entity without any. */
type FillLabels<E> = E extends { formFills?: infer X }
  ? [keyof NonNullable<X>] extends [never]
    ? { fills?: Record<string, FillStrings> }
    : { fills: Record<keyof NonNullable<X>, FillStrings> }
  : { fills?: Record<string, FillStrings> };

/** A nested object's labels: its own under `_`, its fields beside it (the shape above). */
export interface NestedLabels {
  _: string;
  [field: string]: string | NestedLabels;
}

interface Described {
  fields: z.ZodRawShape;
  commands?: Record<string, EntityCommand>;
  formFills?: Record<string, FormFill>;
}

export interface EntityStrings<E extends Described> {
  /** 'Singular |||| Plural'. */
  name: string;
  /** The side menu's label, where it is not the plural name (schemas/menu.ts). */
  menu?: string;
  add_title?: string;
  /** %{name} is the record's title field. */
  edit_title: string;
  /** The list's sentence when it has no records. */
  empty?: string;
  /** Where the records come from, told under an empty list to those who may not create one. */
  empty_hint?: string;
  fields: Record<keyof E['fields'] | RecordField, string | NestedLabels>;
  /** Help under form fields, by the same paths as `fields`. */
  help?: Partial<Record<keyof E['fields'], string | ValueLabels>>;
  enums: EnumLabels<E['fields']>;
  commands: { [C in keyof NonNullable<E['commands']>]: CommandStrings<InputKeys<NonNullable<E['commands']>[C]>> };
  /** Tab names of related records (`related[].name`). */
  related?: Record<string, string>;
  /** The entity's own messages (validation, states). */
  messages?: Record<string, string>;
  /** The form fills' buttons (see FillLabels: required where the entity declares fills). */
  fills?: Record<string, FillStrings>;
}

export interface EntityLocale<E extends Described = Described> {
  path: string;
  strings: Record<LocaleCode, EntityStrings<E>>;
}

export function entityStrings<E extends Described & { path: string }>(entity: E, strings: Record<LocaleCode, EntityStrings<E> & FillLabels<E>>): EntityLocale<E> {
  return { path: entity.path, strings };
}

/** The modules' strings in one language, keyed by entity path, as `resources` holds them. */
export function stringsIn(language: LocaleCode, modules: readonly EntityLocale<any>[]): Record<string, EntityStrings<Described>> {
  return Object.fromEntries(modules.map((module) => [module.path, module.strings[language]]));
}

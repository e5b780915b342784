/**
 * Where the generated screens find their words (shape documented in locales/entity-strings.ts).
 *
 * @example fieldLabelKey('devices', ['device_settings', 'sip'], true) // 'resources.devices.fields.device_settings.sip._'
 * @example enumLabelKey('devices', ['type'], 'panel')                   // 'resources.devices.enums.type.panel'
 */
import type { TranslateFunction } from 'react-admin';

export type Translate = TranslateFunction;

const join = (path: readonly string[]) => path.join('.');

/** A field's label; a group (nested object, list of objects) keeps its own label under `_`. */
export const fieldLabelKey = (resource: string, path: readonly string[], group = false) =>
  `resources.${resource}.fields.${join(path)}${group ? '._' : ''}`;

export const helpKey = (resource: string, path: readonly string[]) => `resources.${resource}.help.${join(path)}`;

export const enumLabelKey = (resource: string, path: readonly string[], value: string | number) =>
  `resources.${resource}.enums.${join(path)}.${String(value)}`;

export const titleKey = (resource: string, page: 'add' | 'edit') => `resources.${resource}.${page}_title`;

/** A form fill's button (`label`) and what it says once done (`done`). */
export const fillKey = (resource: string, name: string, text: 'label' | 'done') => `resources.${resource}.fills.${name}.${text}`;

export const commonKey = (name: string) => `resources.common.${name}`;

/** An enum value's label, or the value itself: many enums are codes (models, transports) that need none. */
export const enumLabel = (translate: Translate, resource: string, path: readonly string[], value: string | number) =>
  translate(enumLabelKey(resource, path, value), { _: String(value) });

/** Help text if the locale has some, else undefined. */
export function optionalHelp(translate: Translate, resource: string, path: readonly string[]): string | undefined {
  return translate(helpKey(resource, path), { _: '' }) || undefined;
}

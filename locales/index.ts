import { en } from './en';
import { ru } from './ru';
import { uk } from './uk';

export const locales = { en, ru, uk } as const;
export type LocaleCode = keyof typeof locales;

/** Renders a key like 'validation.max_length' with %{params}; falls back to the key itself. */
export function translate(locale: LocaleCode, key: string, params: Record<string, string | number> = {}) {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[locale]);
  if (typeof text !== 'string') return key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

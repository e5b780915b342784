/**
 * Server field errors, `{"device_settings.sip.password": "Min length 6 chars"}`, rendered in the user's
 * language and nested the way react-admin's forms read them (`error.body.errors`). The server gives each
 * message's key in `error.field_codes` (`{ key: 'validation.min_length', params: { length: 6 } }`), which is
 * rendered in the current language; a message without one is recognised by its English template.
 */
import { enPublic as en } from '../../locales/en-public';
import type { Translate } from './translate';

interface Template {
  key: string;
  pattern: RegExp;
  params: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const templates: Template[] = Object.entries(en.validation).map(([name, text]) => {
  const params: string[] = [];
  const source = text
    .split(/(%\{\w+\})/)
    .map((part) => {
      const param = /^%\{(\w+)\}$/.exec(part);
      if (!param) return escapeRegExp(part);
      params.push(param[1]);
      return '(.+?)';
    })
    .join('');
  return { key: `validation.${name}`, pattern: new RegExp(`^${source}$`), params };
});

/** A field message's locale key and parameters, as the server gives them in `error.field_codes`. */
export type FieldCodes = Record<string, { key: string; params?: Record<string, string | number> }>;

/**
 * One server field message in the current language: by its key where the server gave one, else recognised
 * by its English template (older messages); unknown messages stay as sent.
 */
export function localiseFieldMessage(message: string, translate: Translate, code?: FieldCodes[string]): string {
  if (code) return translate(code.key, { ...code.params, _: message });
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(template.params.map((name, index) => [name, match[index + 1]]));
    return translate(template.key, { ...params, _: message });
  }
  return message;
}

export type NestedErrors = { [field: string]: string | NestedErrors };

/**
 * @example nestFieldErrors({ 'profile.phone': 'x', name: 'y' }) // { profile: { phone: 'x' }, name: 'y' }
 * A message for the whole body (`_`) goes to react-hook-form's `root.serverError`.
 */
export function nestFieldErrors(fields: Record<string, string>, translate: Translate, codes: FieldCodes = {}): NestedErrors {
  const nested: NestedErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path === '_' || path === '' ? ['root', 'serverError'] : path.split('.');
    let node: NestedErrors | undefined = nested;
    for (const part of parts.slice(0, -1)) {
      const child: string | NestedErrors | undefined = node[part];
      // A message for the parent already covers its children.
      node = typeof child === 'string' ? undefined : (node[part] = child ?? {});
      if (!node) break;
    }
    const leaf = parts[parts.length - 1];
    if (node && node[leaf] === undefined) node[leaf] = localiseFieldMessage(message, translate, codes[path]);
  }
  return nested;
}

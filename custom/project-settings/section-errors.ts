/**
 * The server's 422 answer to a section's PATCH, onto the page's fields: `error.fields` (JSON paths such as
 * `rtp.max` or `local_networks.1`) with `error.field_codes`, each message in the user's language the way
 * every form of the console renders them (src/providers/field-errors.ts). A list is one input (one item
 * per line), so an item's message goes to the list and names the item; a path no field of the page shows
 * (or `_`, the whole body) becomes the form's message.
 *
 * @example sectionFieldErrors({ 'local_networks.1': 'IP with bit prefix…' }, {}, fields, { local_networks: ['10.0.0.0/8', 'x'] }, t)
 * // { fields: { local_networks: '“x”: IP with bit prefix…' }, formMessages: [] }
 */
import { type FieldCodes, localiseFieldMessage } from '../../src/providers/field-errors';
import type { Translate } from '../../src/providers/translate';
import type { SettingsField } from './section-fields';
import { valueAt } from './section-values';

export interface SectionErrors {
  /** Field name -> message, for react-hook-form's setError. */
  fields: Record<string, string>;
  /** Messages about no field the page shows. */
  formMessages: string[];
}

export function sectionFieldErrors(
  messages: Record<string, string>,
  codes: FieldCodes,
  fields: SettingsField[],
  sent: Record<string, unknown>,
  translate: Translate,
): SectionErrors {
  const out: SectionErrors = { fields: {}, formMessages: [] };
  // Longest first, so `settings.password` wins over a shorter name it starts with.
  const names = fields.map((field) => field.name).sort((a, b) => b.length - a.length);
  for (const [path, message] of Object.entries(messages)) {
    const text = localiseFieldMessage(message, translate, codes[path]);
    const name = names.find((candidate) => path === candidate || path.startsWith(`${candidate}.`));
    if (!name) {
      out.formMessages.push(text);
      continue;
    }
    const item = path.slice(name.length + 1);
    const itemValue = item ? valueAt(sent, path) : undefined;
    const shown = typeof itemValue === 'string' && itemValue !== '' ? `“${itemValue}”: ${text}` : text;
    // A list may have several bad items: each is said.
    out.fields[name] = out.fields[name] ? `${out.fields[name]}; ${shown}` : shown;
  }
  return out;
}

/** The parts of a failed request's HttpError body this page reads. */
export function errorDetails(error: unknown): { status?: number; fields?: Record<string, string>; codes: FieldCodes; message: string } {
  const failure = error as { status?: number; message?: string; body?: { error?: { fields?: Record<string, string>; field_codes?: FieldCodes } } };
  return {
    status: failure?.status,
    fields: failure?.body?.error?.fields,
    codes: failure?.body?.error?.field_codes ?? {},
    message: failure?.message || 'errors.default',
  };
}

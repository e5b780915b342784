/**
 * A failed answer becomes react-admin's HttpError carrying the user's-language message (001 §8): the
 * server's field messages where it sent any; else its error code looked up under `errors.codes.*`; else the
 * raw message; else `errors.default`.
 * The server's body is kept, plus `errors` (nested field messages) for react-admin's forms.
 */
import { HttpError } from 'react-admin';
import { type FieldCodes, type NestedErrors, nestFieldErrors } from './field-errors';
import type { Translate } from './translate';

/** The server's error answer: `{message, error: {code, message, fields, ...details}}`. */
export interface ErrorBody {
  message?: string;
  error?: { code?: string; message?: string; fields?: Record<string, string>; field_codes?: FieldCodes; [detail: string]: unknown };
}

/** Details such as `entities: ['groups']` fill the message's %{placeholders}; entity paths read as names. */
function messageParams(details: Record<string, unknown>, translate: Translate) {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(details)) {
    if (name === 'entities' && Array.isArray(value)) {
      params[name] = value.map((path) => translate(`resources.${path}.name`, { smart_count: 2, _: String(path) })).join(', ');
    } else if (typeof value === 'string' || typeof value === 'number') {
      params[name] = value;
    }
  }
  return params;
}

export function localisedMessage(body: ErrorBody | undefined, translate: Translate): string {
  const raw = body?.message || body?.error?.message || '';
  const { code, message: _message, fields: _fields, field_codes: _codes, ...details } = body?.error ?? {};
  if (!code && !raw) return translate('errors.default');
  // By its code; an error the console does not know yet reads as the server wrote it.
  return translate(`errors.codes.${code}`, { ...messageParams(details, translate), _: raw || translate('errors.default') });
}

/** Every message of the nested field errors, in order, each once. */
function fieldTexts(errors: NestedErrors): string[] {
  const texts = Object.values(errors).flatMap((value) => (typeof value === 'string' ? [value] : fieldTexts(value)));
  return [...new Set(texts)];
}

/**
 * The error's message is the server's precise one where it sent any (its field messages: "This range is
 * outside the networks…"), else its code's text ('Cant perform action' says nothing of why). Forms show
 * the field messages beside their fields as well.
 */
export function toHttpError(status: number, body: unknown, translate: Translate): HttpError {
  const errorBody = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const fields = errorBody.error?.fields;
  if (!fields || !Object.keys(fields).length) return new HttpError(localisedMessage(errorBody, translate), status, errorBody);
  const errors = nestFieldErrors(fields, translate, errorBody.error?.field_codes);
  return new HttpError(fieldTexts(errors).join('; ') || localisedMessage(errorBody, translate), status, { ...errorBody, errors });
}

/** A request that never got an answer (timeout, network): status 0, so it never signs the user out. */
export function noAnswerError(reason: 'timeout' | 'network', translate: Translate): HttpError {
  return new HttpError(translate(`errors.${reason}`), 0, { error: { code: reason } });
}

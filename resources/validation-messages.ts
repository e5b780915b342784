/**
 * The form's validation messages are the spec's (000 §5.1), in the user's language: rjsf's ajv errors are
 * mapped to the `validation.*` keys the server uses too (schemas/validation-issue.ts), one message per field.
 *
 * @example ajvErrorMessage({ name: 'maxLength', params: { limit: 255 }, … }) // { key: 'validation.max_length', params: { length: 255 } }
 */
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import type { Entity } from '../schemas/define-entity';
import type { ValidationMessage } from '../schemas/validation-issue';
import type { Translate } from './locale-keys';
import { patternMessageKeys, sizeMessageKeys } from './pattern-messages';

const URL_OR_IP_FORMATS = new Set(['ipv4', 'ipv6', 'uri', 'url', 'hostname']);

export function ajvErrorMessage(error: RJSFValidationError, patternKeys: ReadonlyMap<string, string> = new Map()): ValidationMessage {
  const params = (error.params ?? {}) as { limit?: number; format?: string; pattern?: string; type?: string | string[] };
  const limit = Number(params.limit);
  switch (error.name) {
    case 'required':
      return { key: 'validation.required' };
    case 'minLength':
      // An empty text where one character is needed reads as "required", as on the server.
      return limit <= 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: { length: limit } };
    case 'maxLength':
      return { key: 'validation.max_length', params: { length: limit } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.greater_than', params: { min: limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'validation.less_than', params: { max: limit } };
    case 'minItems':
      return { key: 'validation.min_items', params: { count: limit } };
    case 'maxItems':
      return { key: 'validation.max_items', params: { count: limit } };
    case 'format':
      if (params.format === 'email') return { key: 'validation.email' };
      return { key: URL_OR_IP_FORMATS.has(String(params.format)) ? 'validation.url_or_ip' : 'validation.wrong_format' };
    case 'pattern':
      return { key: patternKeys.get(String(params.pattern)) ?? 'validation.wrong_format' };
    case 'type': {
      const types = ([] as string[]).concat(params.type ?? []);
      return { key: types.some((type) => type === 'number' || type === 'integer') ? 'validation.number' : 'validation.wrong_type' };
    }
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return { key: 'validation.invalid_value' };
    default:
      return { key: 'validation.wrong_format' };
  }
}

/**
 * Which error to keep when ajv reports several for one field: the most specific. `'' | email` fails as
 * "not ''", "not an e-mail" and "no anyOf option"; the user needs only "Value must be e-mail".
 */
const SPECIFICITY = [
  'required',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  // Below the rest: in `T | null`, "must be null" is noise next to T's own complaint.
  'type',
  'enum',
];
const rank = (error: RJSFValidationError) => {
  const index = SPECIFICITY.indexOf(String(error.name));
  return index === -1 ? SPECIFICITY.length : index;
};

export function mostSpecificPerField(errors: RJSFValidationError[]): RJSFValidationError[] {
  const best = new Map<string, RJSFValidationError>();
  for (const error of errors) {
    // rjsf names a missing field 'login' and others '.login'.
    const field = (error.property ?? '').replace(/^\./, '');
    const current = best.get(field);
    if (!current || rank(error) < rank(current)) best.set(field, error);
  }
  return [...best.values()];
}

/** rjsf's `transformErrors` for an entity's form, rendering messages with react-admin's translate. */
export function errorTransformer(entity: Entity, translate: Translate): ErrorTransformer {
  const patternKeys = patternMessageKeys(entity);
  const sizeKeys = sizeMessageKeys(entity);
  return (errors) =>
    mostSpecificPerField(errors).map((error) => {
      const named = sizeKeys.get(`${(error.property ?? '').replace(/^\./, '')}:${error.name}`);
      const { key, params } = named ? { key: named, params: undefined } : ajvErrorMessage(error, patternKeys);
      const message = translate(key, params);
      return { ...error, message, stack: message };
    });
}

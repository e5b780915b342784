/**
 * Maps a zod issue to a locale key and its parameters (000 §5.1 wording in locales/). The server renders
 * the English text into error.fields; the console renders the same key in the user's language.
 */
import type { z } from 'zod';

export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
}

export function validationMessage(issue: z.core.$ZodIssue): ValidationMessage {
  // A schema may name its own message by key: z.array(...).min(1, 'at_least_one_group').
  if (issue.code !== 'invalid_format' && issue.message && /^[a-z_]+$/.test(issue.message)) return { key: `validation.${issue.message}` };
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.max_length', params: { length: Number(issue.maximum) } };
      if (issue.origin === 'array') return { key: 'validation.max_items', params: { count: Number(issue.maximum) } };
      return { key: 'validation.less_than', params: { max: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: { length: Number(issue.minimum) } };
      if (issue.origin === 'array') return { key: 'validation.min_items', params: { count: Number(issue.minimum) } };
      return { key: 'validation.greater_than', params: { min: Number(issue.minimum) } };
    case 'invalid_type':
      if (issue.input === undefined) return { key: 'validation.required' };
      return { key: issue.expected === 'number' || issue.expected === 'int' ? 'validation.number' : 'validation.wrong_type' };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'ipv4' || issue.format === 'url') return { key: 'validation.url_or_ip' };
      if (issue.format === 'regex' && issue.message && /^[a-z_]+$/.test(issue.message)) return { key: `validation.${issue.message}` };
      return { key: 'validation.wrong_format' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalid_value' };
    default:
      return { key: 'validation.wrong_format' };
  }
}

/** 'a.b.0' style path of an issue, the key of error.fields. */
export function issuePath(issue: z.core.$ZodIssue, extraKey?: string) {
  return [...issue.path, ...(extraKey ? [extraKey] : [])].map(String).join('.');
}

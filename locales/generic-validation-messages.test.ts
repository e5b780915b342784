/**
 * Every generic validation message of 000 §5.1 has its key, and a text in en, ru and uk (a Russian or
 * Ukrainian text that is the English one left untranslated does not count), with the spec's parameters.
 */
import { describe, expect, it } from 'vitest';
import { locales, translate } from './index';

/** 000 §5.1, phrase by phrase, and the key that says it. */
const SPEC_MESSAGES: [phrase: string, key: string, params?: Record<string, number | string>][] = [
  ['Max length {length} chars', 'validation.max_length', { length: 255 }],
  ['min length', 'validation.min_length', { length: 6 }],
  ['field is required', 'validation.required'],
  ['value must be e-mail', 'validation.email'],
  ['valid URL or IP', 'validation.url_or_ip'],
  ['IP with bit prefix', 'validation.ip_with_prefix'],
  ['number', 'validation.number'],
  ['number or HEX', 'validation.number_or_hex'],
  ['alphanumeric', 'validation.alphanumeric'],
  ['letters, numbers, dash or underscore', 'validation.letters_numbers_dash'],
  ['with backslash', 'validation.with_backslash'],
  ['number in {min}-{max}', 'validation.number_between', { min: 1, max: 500 }],
  ['greater than', 'validation.greater_than', { min: 1 }],
  ['less than', 'validation.less_than', { max: 500 }],
  ['between', 'validation.number_between', { min: 1, max: 500 }],
  ['ASCII only', 'validation.ascii'],
  ['file size in {min}-{max} kb', 'validation.file_size', { min: 1, max: 500 }],
  ['max {size} kb', 'validation.file_size_max', { size: 500 }],
  ['SIP password must include digits, lowercase and uppercase Latin letters', 'validation.sip_password'],
  ['two fields must be the same', 'account.validation.same'],
  ['value must be unique', 'validation.unique'],
  ["'Pick only {type} files'", 'validation.file_type', { type: 'PNG' }],
  ['domain search needs a minimum text length', 'validation.search_min_length', { length: 3 }],
  ["'Check fields data'", 'validation.check_fields'],
  ['both values must be specified (000 §5.2)', 'validation.both_values'],
];

const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('generic validation messages of 000 §5.1', () => {
  it.each(SPEC_MESSAGES)('"%s" is %s in en, ru and uk', (_phrase, key, params = {}) => {
    const english = lookup(locales.en, key);
    expect(typeof english, `${key} in en`).toBe('string');
    for (const code of ['ru', 'uk'] as const) {
      const text = lookup(locales[code], key);
      expect(typeof text, `${key} in ${code}`).toBe('string');
      expect(text, `${key} in ${code} is translated`).not.toBe(english);
    }
    for (const code of ['en', 'ru', 'uk'] as const) {
      const said = translate(code, key, params);
      // Every parameter the spec names is said, none left as a placeholder.
      expect(said, `${key} in ${code}`).not.toMatch(/%\{/);
      for (const value of Object.values(params)) expect(said, `${key} in ${code}`).toContain(String(value));
    }
  });
});

/**
 * The three languages say the same things: the same key paths, non-empty strings, the same %{placeholders},
 * and a text for every error message and validation key the server produces.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../server/errors';
import { type LocaleCode, locales, translate } from './index';

type Tree = { [key: string]: string | Tree };

/** key path -> text, for every leaf. Anything that is neither a string nor an object is reported as such. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const en = leaves(locales.en as unknown as Tree);
const others = (['ru', 'uk'] as const).map((code) => [code, leaves(locales[code] as unknown as Tree)] as const);

describe('locales', () => {
  it('english has a reasonable number of texts, all non-empty strings', () => {
    expect(en.size).toBeGreaterThan(50);
    for (const [path, text] of en) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  describe.each(others)('%s', (code, texts) => {
    it('has every key path of en, and no other', () => {
      const missing = [...en.keys()].filter((path) => !texts.has(path));
      const extra = [...texts.keys()].filter((path) => !en.has(path));
      expect(missing, `missing in ${code}`).toEqual([]);
      expect(extra, `only in ${code}`).toEqual([]);
    });

    it('has non-empty strings with the same %{placeholders} as en', () => {
      for (const [path, text] of texts) {
        expect(typeof text, `${code}.${path}`).toBe('string');
        expect((text as string).trim(), `${code}.${path}`).not.toBe('');
        const english = en.get(path);
        if (typeof english === 'string') expect(placeholders(text as string), `${code}.${path}`).toEqual(placeholders(english));
      }
    });

    it('keeps plural forms plural (polyglot ||||)', () => {
      for (const [path, text] of en) {
        if (typeof text === 'string' && text.includes('||||')) expect(String(texts.get(path)), `${code}.${path}`).toContain('||||');
      }
    });
  });

  it('has a text for every error message of the server catalogue, keyed by the lowercased message', () => {
    for (const errorCode of Object.keys(ERROR_CATALOGUE)) {
      for (const code of Object.keys(locales) as LocaleCode[]) {
        const text = (locales[code].errors.codes as Record<string, string>)[errorCode];
        expect(text, `${code} errors.codes.${errorCode}`).toEqual(expect.any(String));
        expect(text.trim(), `${code} errors.codes.${errorCode}`).not.toBe('');
      }
    }
  });

  it('has a text for every validation key the server renders', () => {
    const keys = [
      'max_length', 'min_length', 'required', 'email', 'url_or_ip', 'number', 'wrong_type', 'wrong_format', 'less_than',
      'greater_than', 'max_items', 'min_items', 'unknown_field', 'invalid_value', 'phone', 'device_login',
    ];
    for (const code of Object.keys(locales) as LocaleCode[]) {
      for (const key of keys) expect(translate(code, `validation.${key}`), `${code} validation.${key}`).not.toBe(`validation.${key}`);
    }
  });

  it('translate fills %{placeholders} and falls back to the key', () => {
    expect(translate('en', 'validation.max_length', { length: 31 })).toBe('Max length 31 chars');
    expect(translate('ru', 'validation.max_length', { length: 31 })).toContain('31');
    expect(translate('uk', 'validation.max_length', { length: 31 })).not.toContain('%{');
    expect(translate('en', 'validation.no_such_key')).toBe('validation.no_such_key');
    expect(translate('en', 'validation')).toBe('validation');
  });
});

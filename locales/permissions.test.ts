/**
 * Every permission of the catalogue and every family has a label in every language. The keys come from
 * schemas/permissions.ts, so a permission added there without a label fails here (and in tsc).
 */
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_FAMILIES } from '../schemas/permissions';
import { type LocaleCode, locales } from './index';

const CODES = Object.keys(locales) as LocaleCode[];
const key = (permission: string) => permission.replaceAll('.', '_');

describe.each(CODES)('permissions in %s', (code) => {
  const { families, items } = locales[code].permissions as { families: Record<string, unknown>; items: Record<string, unknown> };

  it('labels every family', () => {
    const unlabelled = Object.keys(PERMISSION_FAMILIES).filter((family) => typeof families[family] !== 'string' || !(families[family] as string).trim());
    expect(unlabelled).toEqual([]);
    expect(Object.keys(families).sort()).toEqual(Object.keys(PERMISSION_FAMILIES).sort());
  });

  it('labels every permission, and nothing else', () => {
    const unlabelled = PERMISSIONS.filter((permission) => typeof items[key(permission)] !== 'string' || !(items[key(permission)] as string).trim());
    expect(unlabelled).toEqual([]);
    expect(Object.keys(items).sort()).toEqual(PERMISSIONS.map(key).sort());
  });

  it('gives different permissions different labels', () => {
    const labels = PERMISSIONS.map((permission) => items[key(permission)]);
    const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
    expect(repeated).toEqual([]);
  });
});

describe('permission keys', () => {
  it('stay distinct once the dots are underscores', () => {
    expect(new Set(PERMISSIONS.map(key)).size).toBe(PERMISSIONS.length);
  });

  it('are translated, not copied from English', () => {
    for (const code of ['ru', 'uk'] as const) {
      const same = PERMISSIONS.filter((permission) => {
        const english = (locales.en.permissions.items as Record<string, string>)[key(permission)];
        return (locales[code].permissions.items as Record<string, string>)[key(permission)] === english;
      });
      expect(same, code).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { errorNotices } from './error-notices';

const texts: Record<string, string> = {
  'errors.licence_consistency.qty_exceeded': '%{parent} has %{available} %{license_type}; children take %{target}',
  'licences.types.plus': 'Plus',
};
const translate = (key: string, options?: Record<string, unknown>) =>
  (texts[key] ?? String(options?._ ?? key)).replace(/%\{(\w+)\}/g, (_, name) => String(options?.[name] ?? ''));

describe('errorNotices', () => {
  it('translates each distinct notice, its key parameters first', () => {
    const notice = { key: 'errors.licence_consistency.qty_exceeded', params: { parent: 'Site', available: 10, target: 12, license_type: { key: 'licences.types.plus' } } };
    const error = { body: { error: { code: 'licence_consistency', notices: [notice, notice, { key: 'errors.unknown_notice' }] } } };
    expect(errorNotices(error, translate)).toEqual(['Site has 10 Plus; children take 12', 'errors.unknown_notice']);
  });

  it('has none for an error without notices or with malformed ones', () => {
    expect(errorNotices(new Error('x'), translate)).toEqual([]);
    expect(errorNotices({ body: { error: { notices: 'no' } } }, translate)).toEqual([]);
    expect(errorNotices({ body: { error: { notices: [{ params: {} }, null] } } }, translate)).toEqual([]);
  });
});

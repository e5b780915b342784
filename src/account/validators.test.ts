import { describe, expect, it } from 'vitest';
import { codeRules, passwordRules, repeatRules } from './validators';

/** The first message of a rule list, as react-admin would show it (key, or {message, args}). */
function check(rules: ((value: any, values: any) => unknown)[], value: unknown, values: Record<string, unknown> = {}) {
  for (const rule of rules) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
}

describe('account field rules', () => {
  it('asks passwords for at least 8 characters, in the console message', () => {
    expect(check(passwordRules, '')).toBe('validation.required');
    expect(check(passwordRules, '1234567')).toEqual({ message: 'validation.min_length', args: { length: 8 } });
    expect(check(passwordRules, '12345678')).toBeUndefined();
  });

  it('says "two fields must be the same" when the repeat differs', () => {
    const rules = repeatRules('password');
    expect(check(rules, 'secret-two', { password: 'secret-one' })).toBe('account.validation.same');
    expect(check(rules, 'secret-one', { password: 'secret-one' })).toBeUndefined();
  });

  it('takes six digits as a code', () => {
    expect(check(codeRules, '12345')).toMatchObject({ message: 'account.validation.code' });
    expect(check(codeRules, '12a456')).toMatchObject({ message: 'account.validation.code' });
    expect(check(codeRules, '012345')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formFailure } from './form-failure';

const failure = (errors?: Record<string, unknown>) => Object.assign(new Error('Wrong parameters'), { body: { errors } });

describe('formFailure', () => {
  it('gives the form its own fields and shows nothing above', () => {
    const shown: unknown[] = [];
    const errors = formFailure(failure({ old: 'Wrong old password' }), (error) => shown.push(error), ['old', 'new']);
    expect(errors).toEqual({ old: 'Wrong old password' });
    expect(shown).toEqual([]);
  });

  it('shows a failure about a field the form lacks (a spent link token) above the form', () => {
    const shown: unknown[] = [];
    const error = failure({ code: 'Verification link is outdated or incorrect.' });
    expect(formFailure(error, (e) => shown.push(e), ['password'])).toBeUndefined();
    expect(shown).toEqual([error]);
  });

  it('keeps only the known fields when both kinds come', () => {
    const shown: unknown[] = [];
    expect(formFailure(failure({ user_email: 'This e-mail is already used', token: 'x' }), (e) => shown.push(e), ['user_email'])).toEqual({
      user_email: 'This e-mail is already used',
    });
    expect(shown).toEqual([]);
  });

  it('shows a failure without field messages (no answer, a server error) above the form', () => {
    const shown: unknown[] = [];
    const error = new Error('Cannot reach the server.');
    expect(formFailure(error, (e) => shown.push(e), ['email'])).toBeUndefined();
    expect(shown).toEqual([error]);
  });
});

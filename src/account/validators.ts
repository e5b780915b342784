/**
 * Field rules of the account forms with the console's messages (000 §5.1): react-admin's validators,
 * given our keys, and "two fields must be the same".
 */
import { email, minLength, regex, required } from 'react-admin';

/** Passwords: the server's minimum (schemas/user.ts), said as "Min length 8 chars". */
export const PASSWORD_MIN = 8;

export const requiredRule = required('validation.required');
export const emailRules = [requiredRule, email('validation.email')];
/** A profile may have no e-mail (schemas/user.ts allows ''). */
export const optionalEmailRule = email('validation.email');
// Our template says %{length}; react-admin passes %{min}.
export const passwordRules = [requiredRule, minLength(PASSWORD_MIN, () => ({ message: 'validation.min_length', args: { length: PASSWORD_MIN } }))];
export const codeRules = [requiredRule, regex(/^\d{6}$/, 'account.validation.code')];

/**
 * "Two fields must be the same": the repeat field's rule, comparing with `field`. A field rule, not a
 * form-level validate: react-admin drops every field's own rules once a form has a form-level one.
 */
export function sameAs(field: string) {
  return (value: unknown, values: Record<string, unknown>) => (value && value !== values[field] ? 'account.validation.same' : undefined);
}

export const repeatRules = (field: string) => [requiredRule, sameAs(field)];

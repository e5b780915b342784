/**
 * A failed form call: the server's messages for the form's own fields (already nested and in the user's
 * language, see providers/http-error.ts) go back to react-admin's Form, which puts each under its field;
 * a failure about anything else (a spent link's token, the whole request) is shown above the form.
 */
type WithErrors = { body?: { errors?: Record<string, unknown> } };

/** The server's field messages for `fields` (top-level names), or undefined when none is about them. */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, unknown> | undefined {
  const errors = (error as WithErrors | undefined)?.body?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const known = Object.entries(errors).filter(([name]) => fields.includes(name));
  return known.length ? Object.fromEntries(known) : undefined;
}

/**
 * @example
 * catch (failure) { return formFailure(failure, setError, ['email', 'password']); }
 */
export function formFailure(error: unknown, showAbove: (error: unknown) => void, fields: readonly string[]): Record<string, unknown> | undefined {
  const known = fieldErrorsOf(error, fields);
  if (!known) showAbove(error);
  return known;
}

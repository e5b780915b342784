/**
 * A failed form call: the server's field messages (already nested and in the user's language, see
 * providers/httpError.ts) go back to react-admin's Form, which puts each under its field; a failure with
 * no field to point at is shown above the form.
 */
type WithErrors = { body?: { errors?: Record<string, unknown> } };

export function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  const errors = (error as WithErrors | undefined)?.body?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const { root: _root, ...fields } = errors;
  return Object.keys(fields).length ? fields : undefined;
}

/**
 * @example
 * onSubmit={(values) => call(values).catch((error) => formFailure(error, setError))}
 */
export function formFailure(error: unknown, showAbove: (error: unknown) => void): Record<string, unknown> | undefined {
  const fields = fieldErrorsOf(error);
  if (!fields) showAbove(error);
  return fields;
}

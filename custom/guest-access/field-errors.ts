/** The server's refusal of a guest pass, as messages under the form's fields in the user's language. */
export type FieldErrors = Partial<Record<'rules' | 'from' | 'to' | 'passLimit' | 'message' | 'name', string>>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface ErrorBody {
  error?: { code?: string; max?: number; fields?: Record<string, string> };
}

export function fieldErrorsOf(body: unknown, translate: Translate): FieldErrors | undefined {
  const error = (body as ErrorBody | undefined)?.error;
  if (error?.code === 'guest_period_limit') return { to: translate('guest_access.errors.period_limit', { max: error.max }) };
  if (error?.code === 'guest_pass_count_limit') return { passLimit: translate('guest_access.errors.pass_limit', { max: error.max }) };
  const fields = error?.fields ?? {};
  const out: FieldErrors = {};
  if (fields.selectedAccessRules) out.rules = translate('guest_access.errors.rules_not_available');
  if (fields['validatePeriod.to']) out.to = translate('guest_access.errors.to_before_from');
  return Object.keys(out).length ? out : undefined;
}

/**
 * The guest pass form's values and their conversions: datetime-local inputs hold the browser's local time
 * without a zone; the server takes ISO moments. A new pass starts now and lasts a day, once.
 */
import type { GuestPass, GuestPassInput } from './guest-api';

export interface FormValues {
  name: string;
  rules: number[];
  from: string;
  to: string;
  passLimit: string;
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-22T09:30" in the browser's zone. */
export function toLocalInput(iso: string | Date) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function newPassValues(now = new Date()): FormValues {
  return { name: '', rules: [], from: toLocalInput(now), to: toLocalInput(new Date(now.getTime() + 86_400_000)), passLimit: '1', message: '' };
}

export function passValues(pass: GuestPass): FormValues {
  return {
    name: pass.name, rules: pass.access_rules, from: toLocalInput(pass.period_restrict_from), to: toLocalInput(pass.period_restrict_to),
    passLimit: String(pass.passes_restrict_count ?? ''), message: pass.key_message,
  };
}

export function toInput(values: FormValues, fallbackName: string): GuestPassInput {
  return {
    name: values.name.trim() || fallbackName,
    selectedAccessRules: values.rules,
    validatePeriod: { from: new Date(values.from).toISOString(), to: new Date(values.to).toISOString() },
    passLimit: Number(values.passLimit),
    keyMessage: values.message,
  };
}

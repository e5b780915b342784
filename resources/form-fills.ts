/**
 * Form fills (schemas/define-entity.ts FormFill), headless: which fills a form offers, what the server answers
 * for one, and the form's data with the answer in. resources/form/form-fill-buttons.tsx draws the buttons.
 *
 * @example
 * const values = await fetchFill(http, virtualNumber, virtualNumber.formFills.generate); // { number: '1002', password: '…' }
 * const next = withFilled(current, values); // what the user typed stays, the filled fields are replaced
 */
import type { Entity, FormFill } from '../schemas/define-entity';
import type { Http } from '../src/providers/http';
import type { FormMode } from './ui-schema';

/** The entity's fills shown on this form, by name, in their declared order (the add form only by default). */
export function formFillsFor(entity: Pick<Entity, 'formFills'>, mode: FormMode): [string, FormFill][] {
  return Object.entries(entity.formFills ?? {}).filter(([, fill]) => (fill.modes ?? ['create']).includes(mode));
}

/** GET /{path}/{from}: the answer's declared fields that it holds (nothing else reaches the form). */
export async function fetchFill(http: Http, entity: Pick<Entity, 'path'>, fill: FormFill): Promise<Record<string, unknown>> {
  const answer = await http<{ data?: Record<string, unknown> }>('GET', `/${entity.path}/${fill.from}`);
  const data = answer?.data ?? {};
  return Object.fromEntries(fill.fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}

/** The form's data with the filled values in. */
export const withFilled = (current: unknown, values: Record<string, unknown>): Record<string, unknown> => ({
  ...(typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {}),
  ...values,
});

/** The filled values of the fields the fill reveals (a generated password), in its order. */
export const revealedValues = (fill: FormFill, values: Record<string, unknown>): [string, string][] =>
  (fill.reveal ?? []).filter((field) => typeof values[field] === 'string' && values[field] !== '').map((field) => [field, String(values[field])]);

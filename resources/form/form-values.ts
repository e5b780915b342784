/**
 * What the whole form holds, for a field that depends on its siblings (a reservation's slots depend on its
 * amenity and date). rjsf hands a field only its own value; the entity form publishes every change here,
 * and a field reads one sibling with `useFormValue`, re-rendering only when that sibling changes.
 *
 * @example const amenityId = useFormValue('amenity_id');
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

type Data = Record<string, unknown>;

export interface FormValues {
  get(): Data;
  set(data: unknown): void;
  subscribe(listener: () => void): () => void;
}

export function createFormValues(initial: unknown): FormValues {
  let data = (initial ?? {}) as Data;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    set(next) {
      data = (next ?? {}) as Data;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const FormValuesContext = createContext<FormValues>(createFormValues({}));

/** A top-level field's value in the form around the caller. */
export function useFormValue(field: string): unknown {
  const values = useContext(FormValuesContext);
  return useSyncExternalStore(values.subscribe, () => values.get()[field]);
}

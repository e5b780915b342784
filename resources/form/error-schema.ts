/** Whether an rjsf error schema holds an error anywhere below it. */
import type { ErrorSchema } from '@rjsf/utils';

export function hasErrors(errors: ErrorSchema | undefined): boolean {
  if (!errors) return false;
  return Object.entries(errors).some(([key, child]) => (key === '__errors' ? Array.isArray(child) && child.length > 0 : hasErrors(child as ErrorSchema)));
}

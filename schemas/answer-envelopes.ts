/**
 * How answers wrap what they carry (001 §7): one thing as `{ data }`, a page of a list as
 * `{ data: [row…], pagination }` (server/crud/repository.ts), so an answer schema names only its content.
 */
import { z } from 'zod';

export const pagination = z.object({
  total: z.number().int().min(0),
  size: z.number().int().min(0),
  page: z.number().int().min(1),
  /** Present when counting stopped at 10,000: there are more records than total. */
  total_exact: z.literal(false).optional(),
});
export type Pagination = z.infer<typeof pagination>;

/** `{ data: content }` */
export const dataOf = <Content extends z.ZodType>(content: Content) => z.object({ data: content });

/** `{ data: [row…], pagination }`: a page of `row`. */
export const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), pagination });

/** `{ data: { ok: true } }`: done, nothing more to say. */
export const okAnswer = dataOf(z.object({ ok: z.literal(true) }));

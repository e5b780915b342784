/**
 * GET /access-control/events/per-hour's rows (Home's chart of today's events): how many access-control events
 * the caller may see fell in each hour (server/access-decision/events-per-hour.ts counts them).
 */
import { z } from 'zod';

export const hourCount = z.object({
  /** The hour's first moment, ISO. */
  from: z.string(),
  count: z.number().int().min(0),
});
export type HourCount = z.infer<typeof hourCount>;

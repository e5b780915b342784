/**
 * What the access decision answers (001 §7; server/access-decision/): may a subject (a user or an identifier)
 * pass a device at a moment, and why; the access matrix's cells; the signed-in user's own doors.
 */
import { z } from 'zod';
import { ACCESS_DECISION_REASONS } from './access-control-event';

const id = z.number().int();

/** Why: the reason's code and the rule, schedule or reservation it points at. */
export const decisionReason = z.object({
  code: z.enum(ACCESS_DECISION_REASONS),
  rule_id: id.optional(),
  schedule_id: id.optional(),
  reservation_id: id.optional(),
});

export const accessDecision = z.object({ allowed: z.boolean(), reason: decisionReason, at: z.string() });

export const matrixCell = z.object({ subject_id: id, device_id: id, allowed: z.boolean(), reason: decisionReason });
export type MatrixCell = z.infer<typeof matrixCell>;

export const accessMatrix = z.object({ at: z.string(), cells: z.array(matrixCell) });

/** One of the user's own doors: its reason names its rule and schedule, which the user cannot look up. */
export const ownDoor = z.object({
  id,
  name: z.string(),
  allowed: z.boolean(),
  reason: decisionReason.extend({ rule_name: z.string().optional(), schedule_name: z.string().optional() }),
});
export type OwnDoor = z.infer<typeof ownDoor>;

export const ownDoors = z.object({ at: z.string(), doors: z.array(ownDoor) });

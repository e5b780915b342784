/**
 * An announcement as its recipient sees it (001 §7 Announcements; server/communications/announce-answers.ts):
 * on the page their link opens, or inside the console; for a poll, whether it still takes answers and the
 * answers given once.
 */
import { z } from 'zod';
import { announce } from './announce';
import { announceResponse } from './announce-response';

const { subject, body, type, type_info } = announce.fields;
const { answers, answered_at } = announceResponse.fields;

export const receivedAnnounce = z.object({
  id: z.number().int(),
  subject,
  body,
  type,
  type_info,
  /** A poll that is active and not answered yet. */
  open: z.boolean(),
  answered_at,
  answers,
});
export type ReceivedAnnounce = z.infer<typeof receivedAnnounce>;

/** A poll answered: when. */
export const pollAnswered = z.object({ answered_at: z.string() });

/**
 * When a user's licence end is told to their licence managers (000 §3.1 licenseInfo.notifications): from
 * `notifyBefore` days before the period's end until the end, under the group's mode: once per end, or again
 * every day, week or month while it is ending. A period moved to another end starts afresh.
 */
import type { NOTIFICATION_MODES } from '../../schemas/group-licence';
import { DAY_MS } from './period';

export type NoticeMode = (typeof NOTIFICATION_MODES)[number];

const REPEAT_MS: Record<NoticeMode, number> = { once: Infinity, everyday: DAY_MS, every_week: 7 * DAY_MS, every_month: 30 * DAY_MS };
/** A daily run starts a little earlier or later each day: a notice an hour short of the interval still counts. */
const SLACK_MS = 3_600_000;

export interface LastNotice {
  periodTo: number;
  notifiedAt: number;
}

export function noticeDue(mode: NoticeMode, notifyBeforeDays: number, periodTo: number, now: number, last?: LastNotice): boolean {
  if (periodTo < now || periodTo - notifyBeforeDays * DAY_MS > now) return false;
  if (!last || last.periodTo !== periodTo) return true;
  return now - last.notifiedAt >= REPEAT_MS[mode] - SLACK_MS;
}

/**
 * A device's timeline (000 §2.5 "door and device events … for one record"): its configuration changes (the audit
 * trail) and what it reported (device events) as one list, newest first. Each source is read newest first up to
 * the same count, so the merged head holds every item of either source newer than the oldest one shown.
 */
export interface DeviceEventRow {
  id: number;
  at: string;
  type: string;
  message: string;
}

export interface AuditRow {
  id: number;
  at: string;
  user_name: string | null;
  action: string;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

export type TimelineItem = { kind: 'change'; at: string; row: AuditRow } | { kind: 'event'; at: string; row: DeviceEventRow };

/** Both lists newest first, merged newest first, cut at `size`. */
export function mergeTimeline(changes: AuditRow[], events: DeviceEventRow[], size: number): TimelineItem[] {
  const items: TimelineItem[] = [
    ...changes.map((row) => ({ kind: 'change' as const, at: row.at, row })),
    ...events.map((row) => ({ kind: 'event' as const, at: row.at, row })),
  ];
  // A device may say its moments with an offset: compared as times, not as text.
  const time = (item: TimelineItem) => Date.parse(item.at);
  return items.sort((a, b) => time(b) - time(a)).slice(0, size);
}

/** The device events list's filter for one device (001 §7 filters). */
export const deviceFilter = (deviceId: number) => JSON.stringify({ matching: 'match_all', items: [{ field: 'device_id', rule: 'equals', value: deviceId }] });

/**
 * What the slot editor says about the slots: the live rule checks (the server's, schemas/weekly-slot-rules.ts)
 * and the form's errors (its schema's and the server's refusals, `time_slots.items.N.from`), per slot by
 * index, and the rest above the week.
 */
import type { WeeklySlot } from '../../schemas/schedule';
import { weeklySlotProblems } from '../../schemas/weekly-slot-rules';

type ErrorNode = { __errors?: string[]; [key: string]: unknown };
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Every message under an error schema node, depth first. */
export function messagesIn(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const { __errors, ...children } = node as ErrorNode;
  return [...(__errors ?? []), ...Object.values(children).flatMap(messagesIn)];
}

export function slotMessages(items: WeeklySlot[], duration: number, errorSchema: unknown, translate: Translate) {
  const perSlot = new Map<number, string[]>();
  const add = (index: number, message: string) => perSlot.set(index, [...new Set([...(perSlot.get(index) ?? []), message])]);
  for (const [path, key] of Object.entries(weeklySlotProblems(items, duration))) add(Number(path.split('.')[0]), translate(`resources.amenities.messages.${key}`));
  const { items: itemErrors, ...rest } = (errorSchema ?? {}) as ErrorNode;
  const { __errors: listErrors = [], ...bySlot } = (itemErrors ?? {}) as ErrorNode;
  const general = [...messagesIn(rest), ...listErrors];
  for (const [index, node] of Object.entries(bySlot)) {
    if (/^\d+$/.test(index) && Number(index) < items.length) messagesIn(node).forEach((message) => add(Number(index), message));
    else general.push(...messagesIn(node));
  }
  return { perSlot, general: [...new Set(general)] };
}

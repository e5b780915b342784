/**
 * What a pointer drag or a key on a slot would do to the slots, pure (the week view previews it while the
 * pointer moves and applies it on release unless refused). Drawing starts on an empty cell, moving on a
 * slot, resizing on a slot's lower edge.
 *
 * @example dragEdit(slots, { kind: 'draw', anchor: { day: 0, second: 32400 }, current: { day: 4, second: 64000 } }, 3600)
 * // addSlot(slots, { days: ['mon', …, 'fri'], from: 32400, to: 64800 })
 */
import type { WeeklySlot } from '../../schemas/schedule';
import { addSlot, moveSlot, resizeSlot, type SlotDay, type SlotEdit } from './slot-edits';
import { drawnSlot, type GridPoint } from './slot-grid';

export type Drag =
  | { kind: 'draw'; anchor: GridPoint; current: GridPoint }
  | { kind: 'move'; at: SlotDay; anchor: GridPoint; current: GridPoint }
  | { kind: 'resize'; at: SlotDay; current: GridPoint };

export function dragEdit(slots: WeeklySlot[], drag: Drag, duration: number): SlotEdit {
  if (drag.kind === 'draw') return addSlot(slots, drawnSlot(drag.anchor, drag.current, duration));
  if (drag.kind === 'move') return moveSlot(slots, drag.at, { day: drag.current.day, seconds: drag.current.second - drag.anchor.second }, duration);
  return resizeSlot(slots, drag.at.index, drag.current.second, duration);
}

/** The day the edited slot ends up in: where the pointer is for a move, where it started otherwise. */
export const draggedDay = (drag: Drag) => (drag.kind === 'move' ? drag.current.day : drag.kind === 'resize' ? drag.at.day : Math.min(drag.anchor.day, drag.current.day));

/**
 * Keys on a focused slot: up and down move it a row, left and right into the neighbouring day (that day
 * alone, as a drag does), Shift with up and down moves its end. Anything else: undefined.
 */
export function keyEdit(slots: WeeklySlot[], at: SlotDay, key: string, shift: boolean, duration: number): { edit: SlotEdit; at: SlotDay } | undefined {
  const slot = slots[at.index];
  const rows = { ArrowUp: -1, ArrowDown: 1 }[key];
  if (rows !== undefined && shift) return { edit: resizeSlot(slots, at.index, slot.to + rows * duration, duration), at };
  if (rows !== undefined) return { edit: moveSlot(slots, at, { day: at.day, seconds: rows * duration }, duration), at };
  const days = { ArrowLeft: -1, ArrowRight: 1 }[key];
  const day = at.day + (days ?? 0);
  if (days === undefined || day < 0 || day > 6) return undefined;
  const edit = moveSlot(slots, at, { day, seconds: 0 }, duration);
  return { edit, at: { index: edit.changed[0], day } };
}

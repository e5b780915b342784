/**
 * Pointer drags on the week view (mouse, pen or touch): the drag's edit previewed as the pointer moves, applied
 * on release unless refused. The pointer's place is read from the day columns' box, not from the element under
 * it, so slots drawn over the cells and a pointer leaving the grid both work.
 */
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { SECONDS_PER_DAY, type WeeklySlot } from '../../schemas/schedule';
import { type Drag, dragEdit, draggedDay } from './drag-edit';
import type { SlotDay, SlotEdit } from './slot-edits';
import type { GridPoint } from './slot-grid';

/** Below this many pixels a press is a click (selects), not a drag. */
const CLICK_PX = 4;

export interface SlotDragOptions {
  slots: WeeklySlot[];
  duration: number;
  columns: RefObject<HTMLElement | null>;
  onApply: (edit: SlotEdit, at: SlotDay) => void;
  onRefused: () => void;
  onClick: (at: SlotDay | undefined) => void;
}

function pointOf(columns: HTMLElement, x: number, y: number): GridPoint {
  const box = columns.getBoundingClientRect();
  const day = Math.max(0, Math.min(6, Math.floor(((x - box.left) / box.width) * 7)));
  return { day, second: Math.max(0, Math.min(SECONDS_PER_DAY, ((y - box.top) / box.height) * SECONDS_PER_DAY)) };
}

export function useSlotDrag({ slots, duration, columns, onApply, onRefused, onClick }: SlotDragOptions) {
  const [drag, setDrag] = useState<Drag>();
  const state = useRef<{ drag?: Drag; x: number; y: number; dragged: boolean }>({ x: 0, y: 0, dragged: false });
  const latest = useRef({ slots, duration, onApply, onRefused, onClick });
  latest.current = { slots, duration, onApply, onRefused, onClick };

  const detach = useRef<() => void>(undefined);
  useEffect(() => () => detach.current?.(), []);

  /** Follows the pointer until release. Listening starts in the press's own handler, not in an effect after a
   *  render: a busy page may deliver the moves and the release before React renders (the stroke was lost). */
  const follow = () => {
    const move = (event: globalThis.PointerEvent) => {
      const current = state.current;
      if (!current.drag || !columns.current) return;
      current.dragged ||= Math.hypot(event.clientX - current.x, event.clientY - current.y) >= CLICK_PX;
      current.drag = { ...current.drag, current: pointOf(columns.current, event.clientX, event.clientY) };
      if (current.dragged) setDrag(current.drag);
    };
    const end = () => {
      detach.current?.();
      const { drag: done, dragged } = state.current;
      state.current.drag = undefined;
      setDrag(undefined);
      if (!done) return;
      const { slots: now, duration: rows, onApply: apply, onRefused: refused, onClick: click } = latest.current;
      if (!dragged) return click(done.kind === 'draw' ? undefined : done.at);
      const edit = dragEdit(now, done, rows);
      if (edit.refused) return refused();
      apply(edit, { index: edit.changed[0], day: draggedDay(done) });
    };
    detach.current?.();
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    detach.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      detach.current = undefined;
    };
  };

  /** Starts a drag: a draw on an empty cell, a move on a slot, a resize on its lower edge. */
  const start = (event: PointerEvent, kind: Drag['kind'], at?: SlotDay) => {
    if (event.button !== 0 || !columns.current) return;
    event.preventDefault(); // no text selection while dragging
    event.stopPropagation();
    // The slot pressed takes the focus, so its keys (and Delete) work next; preventDefault kept it from it.
    if (kind !== 'draw') (event.target as HTMLElement).closest<HTMLElement>('[data-slot-block]')?.focus();
    const point = pointOf(columns.current, event.clientX, event.clientY);
    const begun: Drag = kind === 'draw' || !at ? { kind: 'draw', anchor: point, current: point } : kind === 'move' ? { kind, at, anchor: point, current: point } : { kind, at, current: point };
    state.current = { drag: begun, x: event.clientX, y: event.clientY, dragged: false };
    setDrag(begun);
    follow();
  };

  const dragged = drag && state.current.dragged ? drag : undefined;
  return { start, preview: dragged && dragEdit(slots, dragged, duration) };
}

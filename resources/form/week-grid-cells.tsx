/**
 * The week grid itself: 7 day columns × 48 half-hour rows. Dragging (mouse, pen or touch) paints a rectangle
 * over one or several days as a new slot; a click on a covered cell removes the slot under it. Keyboard: the
 * grid takes focus, arrows move a cursor, Space marks a corner and Space again adds the slot between the
 * corners, Delete removes the slot under the cursor, Escape drops the mark.
 */
import { Box } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { WEEK_DAYS, type WeeklySlot } from '../../schemas/weekly-slot';
import { CELL_SECONDS, ROWS, formatTime, paintedSlot, slotsAt } from './week-grid';

export interface Cell {
  day: number;
  row: number;
}

interface WeekGridCellsProps {
  slots: WeeklySlot[];
  /** Indices of slots with an error: drawn in the error colour. */
  invalid: ReadonlySet<number>;
  onPaint: (slot: WeeklySlot) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

const ROW_HEIGHT = 13;
const sameCell = (a: Cell, b: Cell) => a.day === b.day && a.row === b.row;
const within = (cell: Cell, a: Cell, b: Cell) =>
  cell.day >= Math.min(a.day, b.day) && cell.day <= Math.max(a.day, b.day) && cell.row >= Math.min(a.row, b.row) && cell.row <= Math.max(a.row, b.row);

/** The cell under a screen point: touch keeps sending events to where it started, so targets are not enough. */
function cellAt(x: number, y: number): Cell | undefined {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-week-cell]');
  if (!element) return undefined;
  return { day: Number(element.dataset.day), row: Number(element.dataset.row) };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));
const MOVES: Record<string, Cell> = { ArrowLeft: { day: -1, row: 0 }, ArrowRight: { day: 1, row: 0 }, ArrowUp: { day: 0, row: -1 }, ArrowDown: { day: 0, row: 1 } };

export function WeekGridCells({ slots, invalid, onPaint, onRemove, disabled }: WeekGridCellsProps) {
  const translate = useTranslate();
  const id = useId();
  const [drag, setDrag] = useState<{ anchor: Cell; current: Cell }>();
  const [cursor, setCursor] = useState<Cell>({ day: 0, row: 18 });
  const [mark, setMark] = useState<Cell>();
  // The drag lives in a ref set by the handlers themselves: a busy page may deliver the moves and the release
  // before React renders the press (the stroke was lost).
  const dragRef = useRef(drag);
  const track = (next: typeof drag) => {
    dragRef.current = next;
    setDrag(next);
  };
  const stopListening = useRef<() => void>(undefined);
  useEffect(() => () => stopListening.current?.(), []);

  const finish = () => {
    stopListening.current?.();
    const done = dragRef.current;
    track(undefined); // the grid and the window both hear the same pointerup
    if (!done) return;
    const covering = slotsAt(slots, WEEK_DAYS[done.anchor.day], done.anchor.row);
    if (sameCell(done.anchor, done.current) && covering.length) onRemove(covering[covering.length - 1]);
    else onPaint(paintedSlot(done.anchor, done.current));
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  const onPointerDown = (event: PointerEvent) => {
    if (disabled || event.button !== 0) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (!cell) return;
    event.preventDefault(); // no text selection while painting
    (event.currentTarget as HTMLElement).focus();
    setCursor(cell);
    track({ anchor: cell, current: cell });
    // A drag may end outside the grid.
    stopListening.current?.();
    const end = () => finishRef.current();
    window.addEventListener('pointerup', end);
    stopListening.current = () => {
      window.removeEventListener('pointerup', end);
      stopListening.current = undefined;
    };
  };
  const onPointerMove = (event: PointerEvent) => {
    const now = dragRef.current;
    const cell = now && cellAt(event.clientX, event.clientY);
    if (cell && !sameCell(cell, now.current)) track({ ...now, current: cell });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const move = MOVES[event.key];
    if (move) {
      setCursor({ day: clamp(cursor.day + move.day, 6), row: clamp(cursor.row + move.row, ROWS - 1) });
    } else if (event.key === ' ' || event.key === 'Enter') {
      if (mark) onPaint(paintedSlot(mark, cursor));
      setMark(mark ? undefined : cursor);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      const covering = slotsAt(slots, WEEK_DAYS[cursor.day], cursor.row);
      if (covering.length) onRemove(covering[covering.length - 1]);
    } else if (event.key === 'Escape' && mark) {
      setMark(undefined);
    } else return;
    event.preventDefault();
  };

  const preview = drag ? [drag.anchor, drag.current] : mark ? [mark, cursor] : undefined;
  const cellId = (cell: Cell) => `${id}-${cell.day}-${cell.row}`;
  const dayName = (day: number) => translate(`week_grid.days_short.${WEEK_DAYS[day]}`);

  return (
    <Box
      role="grid"
      aria-label={translate('week_grid.grid')}
      aria-activedescendant={cellId(cursor)}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => finish()}
      onKeyDown={onKeyDown}
      sx={{
        display: 'grid',
        gridTemplateColumns: '3.2rem repeat(7, minmax(2.2rem, 1fr))',
        userSelect: 'none',
        touchAction: 'none',
        minWidth: 300,
        flex: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        '&:focus-visible [data-cursor]': { outline: 2, outlineColor: 'text.primary', outlineOffset: -2 },
      }}
    >
      <Box role="row" sx={{ display: 'contents' }}>
        <Box role="columnheader" />
        {WEEK_DAYS.map((day, index) => (
          <Box key={day} role="columnheader" sx={{ textAlign: 'center', typography: 'caption', fontWeight: 600 }}>
            {dayName(index)}
          </Box>
        ))}
      </Box>
      {Array.from({ length: ROWS }, (_, row) => (
        <Box key={row} role="row" sx={{ display: 'contents' }}>
          <Box role="rowheader" sx={{ typography: 'caption', lineHeight: `${ROW_HEIGHT}px`, height: ROW_HEIGHT, pr: 0.5, textAlign: 'right', color: 'text.secondary' }}>
            {row % 2 === 0 ? formatTime(row * CELL_SECONDS) : ''}
          </Box>
          {WEEK_DAYS.map((day, index) => {
            const cell = { day: index, row };
            const covering = slotsAt(slots, day, row);
            const wrong = covering.some((slot) => invalid.has(slot));
            const previewed = preview && within(cell, preview[0], preview[1]);
            return (
              <Box
                key={day}
                id={cellId(cell)}
                role="gridcell"
                aria-label={translate('week_grid.cell', { day: dayName(index), time: formatTime(row * CELL_SECONDS) })}
                aria-selected={covering.length > 0}
                aria-invalid={wrong || undefined}
                data-week-cell=""
                data-day={index}
                data-row={row}
                data-cursor={sameCell(cell, cursor) ? '' : undefined}
                sx={{
                  height: ROW_HEIGHT,
                  borderLeft: 1,
                  borderTop: row % 2 === 0 ? 1 : 0,
                  borderColor: 'divider',
                  cursor: disabled ? 'default' : 'pointer',
                  bgcolor: wrong ? 'error.light' : covering.length ? 'primary.light' : 'transparent',
                  ...(previewed && { bgcolor: 'action.selected', boxShadow: 'inset 0 0 0 1px currentColor' }),
                }}
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

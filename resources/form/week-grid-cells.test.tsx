// @vitest-environment jsdom
/**
 * The schedule's week grid under a busy page: the press, the moves and the release can all arrive before React
 * renders the press, and the stroke still paints its slot.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { WeeklySlot } from '../../schemas/weekly-slot';
import { CELL_SECONDS } from './week-grid';
import { WeekGridCells } from './week-grid-cells';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('paints a stroke whose moves and release arrive before React renders the press', async () => {
  const painted: WeeklySlot[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root!.render(<WeekGridCells slots={[]} invalid={new Set()} onPaint={(slot) => painted.push(slot)} onRemove={() => undefined} />));
  const grid = container.querySelector('[role="grid"]')!;
  const cell = (day: number, row: number) => container.querySelector(`[data-week-cell][data-day="${day}"][data-row="${row}"]`)!;
  // jsdom lays nothing out: a point is read as "day * 100, row * 10", and the element there is that cell.
  document.elementFromPoint = (x: number, y: number) => cell(Math.floor(x / 100), Math.floor(y / 10));
  const pointer = (type: string, target: EventTarget, day: number, row: number) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0, clientX: day * 100 + 5, clientY: row * 10 + 5 }));
  await act(async () => {
    pointer('pointerdown', cell(1, 18), 1, 18);
    pointer('pointermove', grid, 2, 20);
    pointer('pointermove', grid, 3, 21);
    pointer('pointerup', window, 3, 21);
  });
  expect(painted).toEqual([{ days: ['tue', 'wed', 'thu'], from: 18 * CELL_SECONDS, to: 22 * CELL_SECONDS }]);
});

// @vitest-environment jsdom
/**
 * The amenity slot editor with the console's providers over an HTTP test double: on a saved amenity it lays
 * the chosen date's reservations over that day (GET /amenities/{id}/state/{date}, as many places as the
 * amenity's saved capacity), and what the user edits reaches the form.
 */
import type { FieldProps } from '@rjsf/utils';
import { act } from 'react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AmenityTimeSlots } from '../../schemas/amenity';
import { httpDouble } from '../../src/providers/http-double';
import { click, type RenderedConsole, renderConsole, signedInAs } from '../../src/providers/test-support/render-console';
import { AmenitySlotsField } from './amenity-slots-field';

const AMENITY = { id: 5, name: 'Sauna', number_of_persons: { max: 4 } };
const MONDAY = '2026-12-07';
const HOUR = 3600;

let rendered: RenderedConsole | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

/** Types a value into an input as the browser reports it to React. */
async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function renderEditor() {
  const today = new Date().toISOString().slice(0, 10);
  const server = httpDouble({
    ...signedInAs(['amenities.update'], { profile: { time_zone: 'UTC' } }),
    'GET /users/1': { data: { id: 1, name: 'Operator', profile: { time_zone: 'UTC' } } },
    // The week grid's project zone (useWeekGridZone): none set.
    'GET /project-settings/general': { data: {} },
    [`GET /amenities/5/state/${today}`]: { data: [] },
    [`GET /amenities/5/state/${MONDAY}`]: { data: [{ from: 10 * HOUR, to: 11 * HOUR, number_of_persons: 3, free: 3 }] },
  });
  const changes: AmenityTimeSlots[] = [];
  const props = {
    formData: { duration: HOUR, items: [{ days: ['mon'], from: 10 * HOUR, to: 11 * HOUR }] },
    onChange: (value: AmenityTimeSlots) => changes.push(value),
    errorSchema: {},
    schema: { title: 'Time slots' },
    uiSchema: {},
    name: 'time_slots',
    fieldPathId: { path: ['time_slots'] },
    disabled: false,
    readonly: false,
  };
  rendered = await renderConsole(
    <RecordContextProvider value={AMENITY}>
      <AmenitySlotsField {...(props as unknown as FieldProps<AmenityTimeSlots>)} />
    </RecordContextProvider>,
    server,
  );
  return { server, changes, today, container: rendered.container, text: () => rendered!.container.textContent ?? '' };
}

describe('The amenity slot editor', () => {
  it("lays the chosen date's reservations over its day, against the amenity's saved places", async () => {
    const { server, text, today, container } = await renderEditor();
    await vi.waitFor(() => expect(text()).toContain('No slots that day'));
    const date = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(date.value).toBe(today);
    await typeInto(date, MONDAY);
    await vi.waitFor(() => expect(container.querySelector('[data-day-state-mark]')?.textContent).toBe('3/4'));
    expect(container.querySelector('[data-day-state-mark]')?.getAttribute('aria-label')).toMatch(/: 3 of 4 places reserved$/);
    expect(text()).toContain('On Mon: persons reserved / places');
    expect(server.calls.map((call) => call.request)).toContain(`GET /amenities/5/state/${MONDAY}`);
    expect(server.unexpected).toEqual([]);
  });

  it('deletes the chosen slot from its day and hands the form the week without it', async () => {
    const { changes, container, text } = await renderEditor();
    const slot = container.querySelector<HTMLElement>('[data-amenity-week] [role="button"]')!;
    await act(async () => slot.focus());
    const remove = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Delete from Mon');
    await click(remove);
    expect(changes).toEqual([{ duration: HOUR, items: [] }]);
    expect(text()).toContain('Slot length');
  });

  it('draws a stroke whose moves and release arrive before React renders the press (a busy page)', async () => {
    const { changes, container } = await renderEditor();
    const columns = container.querySelector<HTMLElement>('[data-day-column="mon"]')!.parentElement!;
    // jsdom lays nothing out: the week is 700 px wide and 24 px an hour, at the page's corner.
    columns.getBoundingClientRect = () => ({ left: 0, top: 0, width: 700, height: 576, right: 700, bottom: 576, x: 0, y: 0, toJSON: () => ({}) });
    const pointer = (type: string, target: EventTarget, day: number, hour: number) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0, clientX: day * 100 + 50, clientY: hour * 24 }));
    // All in one act: React renders nothing until the stroke has ended.
    await act(async () => {
      pointer('pointerdown', container.querySelector('[data-day-column="tue"]')!, 1, 13.2);
      pointer('pointermove', window, 2, 14);
      pointer('pointermove', window, 3, 15.8);
      pointer('pointerup', window, 3, 15.8);
    });
    expect(changes.at(-1)).toEqual({
      duration: HOUR,
      items: [{ days: ['mon'], from: 10 * HOUR, to: 11 * HOUR }, { days: ['tue', 'wed', 'thu'], from: 13 * HOUR, to: 16 * HOUR }],
    });
  });
});

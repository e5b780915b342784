/**
 * The amenity slot editor's week: 7 day columns (Monday first: the console has no first-day setting) with
 * rows of the slot duration, every slot drawn in each of its days. Editable, a drag on empty cells draws a
 * slot, a drag on a slot moves it, on its lower edge resizes it (use-slot-drag.ts); a refused edit shows red
 * while dragged and is not applied. Keys on a focused slot do the same (drag-edit.ts keyEdit). Read-only, it
 * only shows. A date's state may be laid over its day column (day-state-marks.tsx).
 */
import { Box, Typography } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { SECONDS_PER_DAY, WEEK_DAYS, type WeeklySlot } from '../../schemas/schedule';
import { DayStateMarks, type DayMark } from './day-state-marks';
import { keyEdit } from './drag-edit';
import type { SlotDay, SlotEdit } from './slot-edits';
import { SlotBlock } from './slot-block';
import { slotColumns } from './slot-grid';
import { timeOfDay } from './slot-time';
import { useSlotDrag } from './use-slot-drag';

/** An hour is this tall, unless rows would be thinner than MIN_ROW_PX: compact, so the week fits one screen. */
const HOUR_PX = 24;
const MIN_ROW_PX = 4;

export interface WeekViewProps {
  slots: WeeklySlot[];
  duration: number;
  /** Slots that break a rule or carry an error: red. */
  invalid: ReadonlySet<number>;
  editable: boolean;
  selected?: SlotDay;
  onSelect?: (at: SlotDay | undefined) => void;
  onEdit?: (edit: SlotEdit, at: SlotDay) => void;
  onRefused?: () => void;
  onDelete?: (at: SlotDay) => void;
  /** A date's state over its day column. */
  marked?: { day: number; marks: DayMark[] };
}

const atKey = (at: SlotDay) => `${at.index}-${at.day}`;

export function WeekView({ slots, duration, invalid, editable, selected, onSelect, onEdit, onRefused, onDelete, marked }: WeekViewProps) {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const columns = useRef<HTMLDivElement>(null);
  const focusAfterKey = useRef(false);
  const noop = () => undefined;
  const drag = useSlotDrag({ slots, duration, columns, onApply: onEdit ?? noop, onRefused: onRefused ?? noop, onClick: onSelect ?? noop });
  const shown = drag.preview?.slots ?? slots;
  const pixelsPerSecond = Math.max(HOUR_PX / 3600, MIN_ROW_PX / duration);
  const rowPx = duration * pixelsPerSecond;
  const dayName = (day: number) => translate(`week_grid.days_short.${WEEK_DAYS[day]}`);
  const time = (second: number) => timeOfDay(second, settings);

  // A slot moved by a key into another day is a new element: the focus follows it there.
  useEffect(() => {
    if (!focusAfterKey.current || !selected) return;
    focusAfterKey.current = false;
    columns.current?.querySelector<HTMLElement>(`[data-slot-at="${atKey(selected)}"]`)?.focus();
  }, [selected, slots]);

  const onKeyDown = (event: KeyboardEvent, at: SlotDay) => {
    if (!editable) return;
    if (event.key === 'Delete' || event.key === 'Backspace') onDelete?.(at);
    else if (event.key === 'Enter' || event.key === ' ') onSelect?.(at);
    else if (event.key === 'Escape') onSelect?.(undefined);
    else {
      const result = keyEdit(slots, at, event.key, event.shiftKey, duration);
      if (!result) return;
      if (result.edit.refused) onRefused?.();
      else {
        focusAfterKey.current = true;
        onEdit?.(result.edit, result.at);
      }
    }
    event.preventDefault();
  };

  const labelStep = Math.max(duration, 3600);
  // Midnight at the top goes unlabelled (as calendars do): its label would crowd the next one.
  const labels = Array.from({ length: Math.ceil(SECONDS_PER_DAY / labelStep) - 1 }, (_, i) => (i + 1) * labelStep);

  return (
    <Box role="group" aria-label={translate('amenities.slot_editor.grid')} data-amenity-week="" sx={{ display: 'grid', gridTemplateColumns: '2.75rem minmax(0, 1fr)', userSelect: 'none', width: '100%' }}>
      {/* Always there, so the grid does not jump under the pointer when a refusal shows. */}
      <Typography role="status" variant="caption" color="error" sx={{ gridColumn: '1 / -1', minHeight: 20 }}>
        {drag.preview?.refused ? translate('amenities.slot_editor.intersects') : ''}
      </Typography>
      <Box />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {WEEK_DAYS.map((day, index) => (
          <Typography key={day} variant="caption" sx={{ textAlign: 'center', fontWeight: 600, color: marked?.day === index ? 'primary.main' : 'text.primary' }}>
            {dayName(index)}
          </Typography>
        ))}
      </Box>
      <Box sx={{ position: 'relative', height: SECONDS_PER_DAY * pixelsPerSecond }} aria-hidden>
        {labels.map((second) => (
          <Typography key={second} variant="caption" sx={{ position: 'absolute', right: 4, top: second * pixelsPerSecond - 7, lineHeight: '14px', color: 'text.secondary' }}>
            {time(second)}
          </Typography>
        ))}
      </Box>
      <Box ref={columns} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', borderRight: 1, borderBottom: 1, borderColor: 'divider', touchAction: editable ? 'none' : undefined }}>
        {WEEK_DAYS.map((day, index) => (
          <Box
            key={day}
            data-day-column={day}
            onPointerDown={editable ? (event) => drag.start(event, 'draw') : undefined}
            sx={{
              position: 'relative', height: SECONDS_PER_DAY * pixelsPerSecond, borderLeft: 1, borderColor: 'divider', cursor: editable ? 'crosshair' : 'default',
              bgcolor: marked?.day === index ? 'action.hover' : undefined,
              backgroundImage: (theme) => `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${rowPx}px)`,
            }}
          >
            {shown.flatMap((slot, i) => (slotColumns(slot).includes(index) ? [i] : [])).map((i) => {
              const slot = shown[i];
              const at = { index: i, day: index };
              const previewed = drag.preview?.changed.includes(i) ?? false;
              return (
                <SlotBlock
                    key={atKey(at)}
                    at={atKey(at)}
                    top={slot.from * pixelsPerSecond}
                    height={Math.max(2, (slot.to - slot.from) * pixelsPerSecond - 1)}
                    label={translate('amenities.slot_editor.slot', { day: dayName(index), from: time(slot.from), to: time(slot.to) })}
                    text={`${time(slot.from)}–${time(slot.to)}`}
                    selected={!drag.preview && selected?.index === i && selected.day === index}
                    previewed={previewed}
                    wrong={previewed ? drag.preview!.refused : !drag.preview && invalid.has(i)}
                    editable={editable}
                    onPointerDown={(event, kind) => drag.start(event, kind, at)}
                    onKeyDown={(event) => onKeyDown(event, at)}
                    onFocus={() => editable && onSelect?.(at)}
                  />
              );
            })}
            {marked?.day === index && <DayStateMarks marks={marked.marks} pixelsPerSecond={pixelsPerSecond} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

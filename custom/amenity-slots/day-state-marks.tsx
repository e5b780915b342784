/**
 * A date's state over its day column: each slot's reserved persons / places, placed at the slot's time
 * (GET /amenities/{id}/state/{date}, as saved). Pointer events pass through to the slots below.
 */
import { Box } from '@mui/material';

export interface DayMark {
  from: number;
  to: number;
  persons: number;
  capacity: number;
  label: string;
}

export function DayStateMarks({ marks, pixelsPerSecond }: { marks: DayMark[]; pixelsPerSecond: number }) {
  return marks.map((mark) => (
    <Box
      key={`${mark.from}-${mark.to}`}
      role="note"
      aria-label={mark.label}
      title={mark.label}
      data-day-state-mark=""
      sx={{
        position: 'absolute', top: mark.from * pixelsPerSecond + 1, right: 3, zIndex: 3, pointerEvents: 'none',
        px: 0.5, borderRadius: 1, typography: 'caption', lineHeight: '13px', fontWeight: 600,
        bgcolor: mark.persons >= mark.capacity ? 'warning.main' : 'background.paper', color: mark.persons >= mark.capacity ? 'warning.contrastText' : 'text.primary',
        border: 1, borderColor: 'divider',
      }}
    >
      {mark.persons}/{mark.capacity}
    </Box>
  ));
}

/**
 * One day of one slot on the week view: a focusable button placed by its times, with a handle on its lower
 * edge for resizing. Red when it breaks a rule or when the edit being dragged is refused.
 */
import { Box } from '@mui/material';
import type { KeyboardEvent, PointerEvent } from 'react';

export interface SlotBlockProps {
  /** 'index-day': how the view finds the block again to focus it. */
  at: string;
  top: number;
  height: number;
  label: string;
  text: string;
  selected: boolean;
  /** Being dragged: drawn over the others. */
  previewed: boolean;
  wrong: boolean;
  editable: boolean;
  onPointerDown: (event: PointerEvent, kind: 'move' | 'resize') => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
}

export function SlotBlock({ at, top, height, label, text, selected, previewed, wrong, editable, onPointerDown, onKeyDown, onFocus }: SlotBlockProps) {
  return (
    <Box
      // Read-only it is only a picture of the slot, named.
      role={editable ? 'button' : 'img'}
      tabIndex={editable ? 0 : undefined}
      aria-label={label}
      aria-pressed={editable ? selected : undefined}
      aria-invalid={wrong || undefined}
      data-slot-block=""
      data-slot-at={at}
      onPointerDown={editable ? (event) => onPointerDown(event, 'move') : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      sx={{
        position: 'absolute', top, height, left: 2, right: 2, overflow: 'hidden', borderRadius: 0.5,
        px: 0.5, typography: 'caption', lineHeight: '14px', color: wrong ? 'error.contrastText' : 'primary.contrastText',
        bgcolor: wrong ? 'error.main' : 'primary.main', opacity: previewed ? 0.85 : 1, zIndex: previewed ? 2 : 1,
        cursor: editable ? 'grab' : 'default', touchAction: 'none', whiteSpace: 'nowrap', textOverflow: 'ellipsis',
        boxShadow: selected ? (theme) => `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.text.primary}` : undefined,
        '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 1 },
      }}
    >
      {text}
      {editable && (
        <Box
          aria-hidden
          data-slot-resize=""
          onPointerDown={(event) => onPointerDown(event, 'resize')}
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 6, cursor: 'ns-resize', '&:hover': { bgcolor: 'rgba(255,255,255,0.35)' } }}
        />
      )}
    </Box>
  );
}

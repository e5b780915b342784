/**
 * The floor map's body cells, styled once on the table rather than per element (floor-row-view.tsx): plain
 * inputs, checkboxes and buttons in the theme's colours, an outline on a cell with a problem.
 */
import type { SxProps, Theme } from '@mui/material';

export const floorMapSx: SxProps<Theme> = (theme) => ({
  '& tbody th, & tbody td': {
    padding: '4px 8px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    fontSize: 14,
    verticalAlign: 'middle',
    textAlign: 'left',
  },
  '& tbody th': { fontWeight: 600, whiteSpace: 'nowrap' },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  '& .fm-input': {
    border: 0,
    outline: 0,
    background: 'transparent',
    font: 'inherit',
    color: 'inherit',
    minWidth: 90,
    width: '100%',
    padding: '4px 0',
    '&:focus-visible': { boxShadow: `inset 0 -2px ${theme.palette.primary.main}` },
  },
  '& input[type=checkbox]': { width: 18, height: 18, accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& .fm-apartments': { display: 'flex', flexWrap: 'wrap', gap: '4px', alignItems: 'center', minWidth: 160 },
  '& .fm-apartment-input': { flex: 1, minWidth: 56, width: 'auto' },
  '& .fm-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    borderRadius: 12,
    padding: '1px 4px 1px 10px',
    fontSize: 13,
    backgroundColor: theme.palette.action.selected,
    '& button': { border: 0, background: 'transparent', cursor: 'pointer', fontSize: 14, lineHeight: 1, color: theme.palette.text.secondary, padding: '0 4px' },
  },
  '& .fm-ports': {
    minWidth: 64,
    minHeight: 28,
    padding: '2px 8px',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    background: 'transparent',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 4,
    cursor: 'pointer',
    '&:disabled': { cursor: 'default', color: theme.palette.text.disabled },
  },
  '& .fm-invalid': { outline: `2px solid ${theme.palette.error.main}`, outlineOffset: -2 },
  '& .fm-message': { color: theme.palette.error.main, fontSize: 12, margin: '2px 0 0', minWidth: 140 },
});

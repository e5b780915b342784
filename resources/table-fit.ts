/**
 * A generated table never makes the page wider than the window, and never breaks a word: lines break at
 * spaces and after punctuation (wrapping-text.tsx gives a login or an e-mail its chances), a long text keeps
 * three lines and an ellipsis, its whole text in the tooltip, and a table still too wide scrolls inside its
 * own box. `overflow-wrap: anywhere` would also let the table squeeze columns down to single letters.
 */
import { WRAPPING_TEXT } from './wrapping-text';

/** The widest a text column grows before its text wraps or is cut. */
const TEXT_WIDTH = '22em';

export const tableFitsPage = {
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& td': { overflowWrap: 'normal', wordBreak: 'normal' },
  [`& td .${WRAPPING_TEXT}`]: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 3,
    maxWidth: TEXT_WIDTH,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} as const;

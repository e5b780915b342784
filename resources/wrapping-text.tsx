/**
 * A text value that wraps between words and after punctuation, never inside a word: a login, an e-mail or a
 * path gets a line-break chance after each '@', '.', '_', '/', ':' ("manager.a@|example.|com"). In a table
 * (table-fit.ts) it is held to a few lines, the rest cut with an ellipsis, the whole text in its tooltip.
 */
import { Typography } from '@mui/material';
import { Fragment } from 'react';
import { useFieldValue } from 'react-admin';

/** Punctuation after a letter, with more of the token after it; not in a number ("1.5", "10.0.0.1" stay whole). */
const BREAK_AFTER = /(?<=\p{L})([@._/:\\]+)(?=\S)/u;

/** A token shorter than this stays whole ("office.admin"): it fits a column as it is. */
const LONG_TOKEN = 16;

/** 'manager.a@example.com' → ['manager.', 'a@', 'example.', 'com']; short tokens and spaces stay in their piece. */
export function breakPieces(text: string): string[] {
  const pieces = [''];
  for (const token of text.split(/(\s+)/)) {
    const parts = token.length < LONG_TOKEN ? [token] : token.split(BREAK_AFTER);
    // split keeps the punctuation at odd indices: it ends the piece before it; each other part starts a piece.
    parts.forEach((part, index) => {
      if (index === 0 || index % 2 === 1) pieces[pieces.length - 1] += part;
      else pieces.push(part);
    });
  }
  return pieces;
}

/** The class table-fit.ts clamps in table cells. */
export const WRAPPING_TEXT = 'WrappingText-root';

export function WrappingText({ source }: { source: string }) {
  const value = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return (
    <Typography component="span" variant="body2" className={WRAPPING_TEXT} title={text}>
      {breakPieces(text).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </Typography>
  );
}

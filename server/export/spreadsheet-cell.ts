/**
 * Text bound for a spreadsheet or CSV cell. A cell starting with = + - @ (or tab / carriage return,
 * which some programs strip first) runs as a formula when opened: `=HYPERLINK(...)` in a user's name
 * would act in the administrator's spreadsheet. A leading apostrophe makes it plain text (OWASP).
 * A signed plain number (a phone in international format, floor -2) is left alone: as a formula it is
 * only that number. Every export must pass its cells through this.
 */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

export function spreadsheetCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (SIGNED_NUMBER.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The other way, for an import: a cell's text with this guard undone (an apostrophe before a formula's first
 * character), or undefined for a formula, which is never evaluated; a signed number stays a number.
 */
export function unguardedCell(text: string): string | undefined {
  if (/^'[=+\-@\t\r]/.test(text)) return text.slice(1);
  if (SIGNED_NUMBER.test(text)) return text;
  return /^[=+\-@]/.test(text) ? undefined : text;
}

/** One CSV field: neutralised, quoted when it holds a separator, quote or line break. */
export function csvField(value: unknown): string {
  const text = spreadsheetCell(value);
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

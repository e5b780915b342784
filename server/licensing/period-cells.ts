/**
 * A licence period's end in a spreadsheet (the import's `licence_moment`, server/import/resolvers.ts): a date
 * ("2026-01-01", UTC midnight), a date and time in ISO form (what an XLSX date cell reads as), or epoch ms as
 * stored. An unbounded end (from 0, to UNBOUNDED_PERIOD.to) is written as an empty cell, and an empty cell leaves
 * the end as it is, so a file exported and imported back changes nothing.
 */
import { UNBOUNDED_PERIOD } from '../../schemas/licence';
import { AppError, fieldMessage } from '../errors';
import type { ImportResolver } from '../import/resolvers';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function instantOf(text: string): number | undefined {
  const cell = text.trim();
  if (!cell) return undefined;
  if (/^\d+$/.test(cell)) return Number(cell);
  const instant = DATE.test(cell) ? Date.parse(`${cell}T00:00:00Z`) : DATE_TIME.test(cell) ? Date.parse(cell) : NaN;
  if (Number.isNaN(instant)) throw new AppError('invalid_data', { _: fieldMessage('wrong_format') });
  return instant;
}

/** A date where the instant is a UTC midnight, else the ISO date and time; '' for an unbounded end. */
function cellOf(value: unknown): string {
  if (typeof value !== 'number' || value === UNBOUNDED_PERIOD.from || value === UNBOUNDED_PERIOD.to) return '';
  const iso = new Date(value).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

export const periodCellResolvers: Record<string, ImportResolver> = {
  licence_moment: {
    read: async (text) => instantOf(text),
    write: async (values) => values.map(cellOf),
  },
};

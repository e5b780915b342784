/**
 * An identifier's value in a spreadsheet (the import's `identifier_value`, server/import/resolvers.ts): read as
 * entered, so the identifiers' hook converts a card, UKEY or UKEY2 number from the importer's format as it does a
 * typed one; compared as stored (decimal) to find a row's duplicate; written in the exporter's format, hex marked
 * `0x` as the edit form shows it, so that any importer reads it back alike.
 */
import { NUMERIC_IDENTIFIER_TYPES, type IdentifierType, identifier } from '../../schemas/identifier';
import { type IdentifierFormat, formatNumericValue, parseNumericValue } from '../../schemas/identifier-value';
import { AppError, fieldMessage } from '../errors';
import type { ImportResolver, ResolveContext } from '../import/resolvers';
import { identifierFormat } from './identifiers';

const isNumeric = (type: unknown) => NUMERIC_IDENTIFIER_TYPES.includes((type ?? identifier.fields.type.parse(undefined)) as IdentifierType);

/** The actor's format, asked once per run. */
async function formatOf({ db, actor, cache }: ResolveContext): Promise<IdentifierFormat> {
  if (!cache.has('identifier_format')) cache.set('identifier_format', await identifierFormat(db, actor));
  return cache.get('identifier_format') as IdentifierFormat;
}

export const identifierValueResolvers: Record<string, ImportResolver> = {
  identifier_value: {
    async read(text) {
      if (!text.trim()) throw new AppError('invalid_data', { value: fieldMessage('required') });
      return text;
    },
    async stored(value, body, context) {
      return isNumeric(body.type) ? parseNumericValue(String(value), await formatOf(context)) ?? value : value;
    },
    async write(values, context, records) {
      const hex = (await formatOf(context)) === 'hex';
      return values.map((value, row) => (hex && isNumeric(records[row].type) ? `0x${formatNumericValue(String(value), 'hex')}` : String(value ?? '')));
    },
  },
};

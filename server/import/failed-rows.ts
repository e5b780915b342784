/** The applied import's failed rows as the file had them, with a last column of their errors in the caller's language. */
import type { Entity } from '../../schemas/define-entity';
import { type LocaleCode, translate } from '../../locales';
import { AppError } from '../errors';
import { xlsxBuffer } from '../export/xlsx-file';
import { rendered } from './row-messages';
import type { StoredImport } from './sessions';

export async function failedRowsFile(entity: Entity, locale: LocaleCode, stored: StoredImport) {
  if (!stored.outcome) throw new AppError('not_in_state');
  const failed = stored.outcome.filter((outcome) => outcome.action === 'error');
  const rows = failed.map((outcome) => [...stored.rows[outcome.row - 1], outcome.errors.map((message) => rendered(entity, locale, message).text).join('; ')]);
  return xlsxBuffer(entity.path, [...stored.header, translate(locale, 'errors.import_row_errors')], rows);
}

/** The export format picker of every list (resources/page-actions-list-export.tsx); in en, ru and uk. */
import { pageStrings } from '../page-strings';

export const listExportStrings = pageStrings('list_export', {
  en: {
    action: 'Download',
    title: 'Export format',
    format: 'Format',
    csv: 'CSV (comma-separated values)',
    xlsx: 'Excel workbook (xlsx)',
    download: 'Download',
    cancel: 'Cancel',
    truncated: 'The file holds the first %{limit} of %{total} rows: narrow the filters to get the rest.',
  },
  ru: {
    action: 'Скачать',
    title: 'Формат выгрузки',
    format: 'Формат',
    csv: 'CSV (значения через запятую)',
    xlsx: 'Книга Excel (xlsx)',
    download: 'Скачать',
    cancel: 'Отмена',
    truncated: 'В файле первые %{limit} строк из %{total}: сузьте фильтры, чтобы получить остальные.',
  },
  uk: {
    action: 'Завантажити',
    title: 'Формат вивантаження',
    format: 'Формат',
    csv: 'CSV (значення через кому)',
    xlsx: 'Книга Excel (xlsx)',
    download: 'Завантажити',
    cancel: 'Скасувати',
    truncated: 'У файлі перші %{limit} рядків із %{total}: звузьте фільтри, щоб отримати решту.',
  },
});

/** An import column's name in the user's language: the field's label on the entity's screens, else the server's. */
import { useTranslate } from 'react-admin';
import type { ImportColumn } from '../../schemas/import';
import { fieldLabelKey } from '../locale-keys';

export function useImportLabels() {
  const translate = useTranslate();
  return {
    fieldLabel: (path: string, column: Pick<ImportColumn, 'field' | 'label'>) => translate(fieldLabelKey(path, [column.field]), { _: column.label }),
  };
}

/**
 * An import column's name in the user's language: the field's label on the entity's screens, else the server's.
 * A column that writes a part of a field ('license_info.restrictPeriod.from') takes the server's, which names the
 * whole path ("License: License period: From") where the field's own label would say only "From".
 */
import { useTranslate } from 'react-admin';
import type { ImportColumn } from '../../schemas/import';
import { fieldLabelKey } from '../locale-keys';

export function useImportLabels() {
  const translate = useTranslate();
  return {
    fieldLabel: (path: string, column: Pick<ImportColumn, 'field' | 'label'>) =>
      column.field.includes('.') ? column.label : translate(fieldLabelKey(path, [column.field]), { _: column.label }),
  };
}

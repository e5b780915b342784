/**
 * The import's second step: each column of the file, a few of its values, and the field it fills (the server
 * matched them by header, in en, ru or uk); any can be changed or ignored. "Check" saves a changed mapping and
 * asks for the dry run.
 */
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { ImportSession } from '../../schemas/import';
import { useImportLabels } from './import-labels';

const IGNORED = '';

export interface MappingStepProps {
  session: ImportSession;
  busy: boolean;
  /** The mapping to check (file column index to field), and whether it differs from the session's. */
  onCheck: (mapping: Record<string, string | null>, changed: boolean) => void;
}

const mappingOf = (session: ImportSession) => Object.fromEntries(session.file_columns.map((column) => [String(column.index), column.field]));

export function MappingStep({ session, busy, onCheck }: MappingStepProps) {
  const translate = useTranslate();
  const { fieldLabel } = useImportLabels();
  const [mapping, setMapping] = useState<Record<string, string | null>>(() => mappingOf(session));
  const mapped = new Set(Object.values(mapping));
  const missing = session.columns.filter((column) => column.required && !mapped.has(column.field));
  const changed = JSON.stringify(mapping) !== JSON.stringify(mappingOf(session));
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('entity_import.mapping.hint', { rows: session.row_count.toLocaleString(), name: session.file_name })}</Typography>
      <Table size="small" sx={{ tableLayout: 'fixed' }} aria-label={translate('entity_import.steps.mapping')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('entity_import.mapping.file_column')}</TableCell>
            <TableCell>{translate('entity_import.mapping.samples')}</TableCell>
            <TableCell>{translate('entity_import.mapping.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {session.file_columns.map((column) => (
            <TableRow key={column.index}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{column.header}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>{column.samples.join(', ')}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={translate('entity_import.mapping.field')}
                  slotProps={{ select: { native: true }, htmlInput: { 'aria-label': column.header } }}
                  value={mapping[String(column.index)] ?? IGNORED}
                  onChange={(event) => setMapping({ ...mapping, [String(column.index)]: event.target.value || null })}
                >
                  <option value={IGNORED}>{translate('entity_import.mapping.ignore')}</option>
                  {session.columns.map((field) => (
                    <option key={field.field} value={field.field}>
                      {fieldLabel(session.entity, field)}
                    </option>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {missing.length > 0 && <Alert severity="warning">{translate('entity_import.mapping.required_missing', { fields: missing.map((column) => fieldLabel(session.entity, column)).join(', ') })}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button label="entity_import.mapping.check" variant="contained" disabled={busy || missing.length > 0} onClick={() => onCheck(mapping, changed)} />
      </Stack>
    </Stack>
  );
}

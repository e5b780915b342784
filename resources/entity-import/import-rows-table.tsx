/**
 * The dry run's rows: index in the file, what applying does with it, its values and its messages. A long file
 * shows a page at a time ("Show more"): 2,000 rows of cells would slow the dialog for no reader.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { DUPLICATE_DECISIONS, type DuplicateDecision, type ImportColumn, type ImportDecisions, type ImportRowResult } from '../../schemas/import';
import { useImportLabels } from './import-labels';

const PAGE = 50;

export interface ImportRowsTableProps {
  path: string;
  columns: readonly ImportColumn[];
  rows: readonly ImportRowResult[];
  decisions: ImportDecisions;
  busy: boolean;
  onDecide: (row: number, decision: DuplicateDecision) => void;
}

export function ImportRowsTable({ path, columns, rows, decisions, busy, onDecide }: ImportRowsTableProps) {
  const translate = useTranslate();
  const { fieldLabel } = useImportLabels();
  const [count, setCount] = useState(PAGE);
  const label = (field: string) => fieldLabel(path, columns.find((column) => column.field === field) ?? { field, label: field });
  if (!rows.length) return <Typography variant="body2">{translate('entity_import.dry_run.none')}</Typography>;
  return (
    <>
      <Table size="small" sx={{ tableLayout: 'fixed' }} aria-label={translate('entity_import.dry_run.values')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '4.5em' }}>{translate('entity_import.dry_run.row')}</TableCell>
            <TableCell sx={{ width: '11em' }}>{translate('entity_import.dry_run.what')}</TableCell>
            <TableCell>{translate('entity_import.dry_run.values')}</TableCell>
            <TableCell>{translate('entity_import.dry_run.messages')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, count).map((row) => (
            <TableRow key={row.row} data-row={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.duplicate ? <DuplicateChoice row={row.row} decisions={decisions} busy={busy} onDecide={onDecide} /> : translate(`entity_import.dry_run.actions.${row.action}`)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {Object.entries(row.values)
                  .filter(([, value]) => value !== '')
                  .map(([field, value]) => `${label(field)}: ${value}`)
                  .join('; ')}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', color: 'error.main' }}>
                {row.errors.map((message, index) => (
                  // The server's text names its column already ("Name: Max length 255 chars").
                  <div key={index}>{message.text}</div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > count && <Button label={translate('entity_import.dry_run.more', { count: Math.min(PAGE, rows.length - count) })} onClick={() => setCount(count + PAGE)} />}
    </>
  );
}

function DuplicateChoice({ row, decisions, busy, onDecide }: { row: number; decisions: ImportDecisions; busy: boolean; onDecide: ImportRowsTableProps['onDecide'] }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth
      disabled={busy}
      label={translate('entity_import.dry_run.duplicate')}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': translate('entity_import.dry_run.duplicate_row', { row }) } }}
      value={decisions.rows[String(row)] ?? decisions.duplicates}
      onChange={(event) => onDecide(row, event.target.value as DuplicateDecision)}
    >
      {DUPLICATE_DECISIONS.map((decision) => (
        <option key={decision} value={decision}>
          {translate(`entity_import.dry_run.decisions.${decision}`)}
        </option>
      ))}
    </TextField>
  );
}

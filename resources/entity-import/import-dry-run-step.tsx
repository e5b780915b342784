/**
 * The import's dry run (nothing written yet): how many rows would be created, updated, skipped or fail, and
 * the rows themselves with every error by row index in the user's language. Rows that match an existing record
 * are overwritten or skipped, for all of them at once or row by row; each decision asks for the dry run again,
 * so what is shown is what applying does.
 */
import { Alert, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { DUPLICATE_DECISIONS, type DuplicateDecision, IMPORT_ROW_ACTIONS, type ImportDecisions, type ImportDryRun, type ImportRowAction } from '../../schemas/import';
import { ImportRowsTable } from './import-rows-table';

export interface DryRunStepProps {
  dryRun: ImportDryRun;
  decisions: ImportDecisions;
  busy: boolean;
  onDecisions: (decisions: ImportDecisions) => void;
  onBack: () => void;
  /** Start again from the file (the user fixed the rows the dry run refused). */
  onReupload: () => void;
  onApply: () => void;
}

/** A row's own decision, dropped when it is the one for all. */
function decideRow(decisions: ImportDecisions, row: number, decision: DuplicateDecision): ImportDecisions {
  const { [String(row)]: _previous, ...rows } = decisions.rows;
  return { ...decisions, rows: decision === decisions.duplicates ? rows : { ...rows, [String(row)]: decision } };
}

export function DryRunStep({ dryRun, decisions, busy, onDecisions, onBack, onReupload, onApply }: DryRunStepProps) {
  const translate = useTranslate();
  const [shown, setShown] = useState<ImportRowAction | 'all'>('all');
  const { counts } = dryRun;
  const hasDuplicates = dryRun.rows.some((row) => row.duplicate);
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('entity_import.dry_run.hint')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} role="list" aria-label={translate('entity_import.steps.dry_run')}>
        {IMPORT_ROW_ACTIONS.map((action) => (
          <Typography key={action} role="listitem" variant="subtitle2" color={action === 'error' && counts.error ? 'error' : undefined}>
            {translate(`entity_import.dry_run.counts.${action}`, { count: counts[action].toLocaleString() })}
          </Typography>
        ))}
      </Stack>
      {counts.error > 0 && <Alert severity="warning">{translate('entity_import.dry_run.errors_hint')}</Alert>}
      {hasDuplicates && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormLabel id="import-duplicates-all">{translate('entity_import.dry_run.duplicates_all')}</FormLabel>
          <RadioGroup row aria-labelledby="import-duplicates-all" value={decisions.duplicates} onChange={(event) => onDecisions({ duplicates: event.target.value as DuplicateDecision, rows: {} })}>
            {DUPLICATE_DECISIONS.map((decision) => (
              <FormControlLabel key={decision} value={decision} control={<Radio disabled={busy} />} label={translate(`entity_import.dry_run.decisions.${decision}`)} />
            ))}
          </RadioGroup>
        </Stack>
      )}
      <TextField select size="small" sx={{ maxWidth: 240 }} label={translate('entity_import.dry_run.show')} slotProps={{ select: { native: true } }} value={shown} onChange={(event) => setShown(event.target.value as ImportRowAction | 'all')}>
        <option value="all">{translate('entity_import.dry_run.show_all')}</option>
        {IMPORT_ROW_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {translate(`entity_import.dry_run.actions.${action}`)}
          </option>
        ))}
      </TextField>
      <ImportRowsTable
        key={shown}
        path={dryRun.session.entity}
        columns={dryRun.session.columns}
        rows={shown === 'all' ? dryRun.rows : dryRun.rows.filter((row) => row.action === shown)}
        decisions={decisions}
        busy={busy}
        onDecide={(row, decision) => onDecisions(decideRow(decisions, row, decision))}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1}>
          <Button label="entity_import.dry_run.back" onClick={onBack} disabled={busy} />
          {counts.error > 0 && <Button label="entity_import.dry_run.reupload" onClick={onReupload} disabled={busy} />}
        </Stack>
        <Button label="entity_import.dry_run.apply" variant="contained" onClick={onApply} disabled={busy || counts.create + counts.update === 0} />
      </Stack>
    </Stack>
  );
}

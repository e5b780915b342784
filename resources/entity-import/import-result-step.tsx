/**
 * The import's result: what was created, updated, skipped and failed, when (in the user's date format), the
 * failed rows as a file with their errors, and "Undo this import" once confirmed. A refused undo lists the rows
 * whose records changed since, which is why it was refused.
 */
import { Alert, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';
import type { ImportSession, ImportUndoRefusal } from '../../schemas/import';
import { useHttp } from '../../src/providers/http-context';
import { formatDateTime } from '../date-time';
import { useDateTimeSettings } from '../use-date-time-settings';
import { downloadFailedRows, undoImport } from './import-calls';
import type { StepRun } from './import-step-run';

export interface ResultStepProps {
  session: ImportSession;
  run: StepRun;
  /** The rows that stopped the last undo, if it was refused. */
  refusals?: readonly ImportUndoRefusal[];
  onUndone: (session: ImportSession) => void;
  onRestart: () => void;
}

export function ResultStep({ session, run, refusals, onUndone, onRestart }: ResultStepProps) {
  const translate = useTranslate();
  const http = useHttp();
  const dates = useDateTimeSettings();
  const [confirming, setConfirming] = useState(false);
  const counts = session.counts ?? { create: 0, update: 0, skip: 0, error: 0 };
  const undo = () => {
    setConfirming(false);
    void run(async () => onUndone(await undoImport(http, session.entity, session.id)));
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography role="status">{outcome(session, translate, (value) => formatDateTime(value, dates))}</Typography>
      {session.status !== 'failed' && <Typography variant="body2">{translate('entity_import.result.counts', counts)}</Typography>}
      {refusals && <Refusals refusals={refusals} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {session.status === 'applied' && <Button label="entity_import.result.undo" variant="outlined" disabled={run.busy} onClick={() => setConfirming(true)} />}
        {counts.error > 0 && <Button label="entity_import.result.failed_rows" disabled={run.busy} onClick={() => run(() => downloadFailedRows(http, session.entity, session.id))} />}
        <Button label="entity_import.restart" disabled={run.busy} onClick={onRestart} />
      </Stack>
      <Confirm isOpen={confirming} title="entity_import.result.undo_title" content="entity_import.result.undo_content" confirm="entity_import.result.undo" onConfirm={undo} onClose={() => setConfirming(false)} />
    </Stack>
  );
}

function outcome(session: ImportSession, translate: (key: string, options?: object) => string, date: (value: unknown) => string) {
  if (session.status === 'undone') return translate('entity_import.result.undone', { name: session.file_name, date: date(session.undone_at) });
  if (session.status === 'failed') return translate('entity_import.result.failed');
  return translate('entity_import.result.applied', { name: session.file_name, date: date(session.applied_at) });
}

function Refusals({ refusals }: { refusals: readonly ImportUndoRefusal[] }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
      {translate('entity_import.result.undo_refused')}
      <List dense disablePadding>
        {refusals.map((refusal) => (
          <ListItem key={`${refusal.row}-${refusal.record_id}`} disableGutters>
            {translate(`entity_import.result.refusal.${refusal.reason}`, { row: refusal.row, id: refusal.record_id })}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

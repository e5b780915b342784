/**
 * The spreadsheet import of any entity that declares `import` (schemas/define-entity.ts), as the server's flow
 * runs it (schemas/import.ts): upload → map columns → dry run → apply (with progress) → result with undo.
 * The dialog keeps the server's session and the duplicates' decisions; each step is its own component.
 */
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Step, StepLabel, Stepper } from '@mui/material';
import { useCallback, useState } from 'react';
import { Button, useRefresh, useTranslate } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import type { ImportDecisions, ImportDryRun, ImportSession, ImportUndoRefusal } from '../../schemas/import';
import { useHttp } from '../../src/providers/http-context';
import { dryRunImport, remapImport, undoRefusals } from './import-calls';
import { DryRunStep } from './import-dry-run-step';
import { MappingStep } from './import-mapping-step';
import { ApplyingProgress, useImportApply } from './import-progress';
import { ResultStep } from './import-result-step';
import { useStepRun } from './import-step-run';
import { UploadStep } from './import-upload-step';

const STEPS = ['upload', 'mapping', 'dry_run', 'result'] as const;
type StepName = (typeof STEPS)[number];

const FIRST_DECISIONS: ImportDecisions = { duplicates: 'skip', rows: {} };

export interface ImportDialogProps {
  entity: Entity;
  open: boolean;
  onClose: () => void;
}

export function ImportDialog({ entity, open, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const http = useHttp();
  const refresh = useRefresh();
  const [step, setStep] = useState<StepName>('upload');
  const [session, setSession] = useState<ImportSession>();
  const [dryRun, setDryRun] = useState<ImportDryRun>();
  const [decisions, setDecisions] = useState(FIRST_DECISIONS);
  const [refusals, setRefusals] = useState<ImportUndoRefusal[]>();
  const takeRefusal = useCallback((error: unknown) => {
    const rows = undoRefusals(error);
    if (rows) setRefusals(rows);
    return rows !== undefined;
  }, []);
  const { run, error, clearError } = useStepRun(takeRefusal);
  const path = entity.path;

  const restart = () => {
    setStep('upload');
    setSession(undefined);
    setDryRun(undefined);
    setDecisions(FIRST_DECISIONS);
    setRefusals(undefined);
    clearError();
  };
  const check = (id: number, next: ImportDecisions) =>
    run(async () => {
      const answer = await dryRunImport(http, path, id, next);
      setDecisions(next);
      setDryRun(answer);
      setSession(answer.session);
      setStep('dry_run');
    });
  const remap = (mapping: Record<string, string | null>, changed: boolean) =>
    run(async () => {
      const id = session!.id;
      if (changed) setSession(await remapImport(http, path, id, mapping));
      const answer = await dryRunImport(http, path, id, decisions);
      setDryRun(answer);
      setSession(answer.session);
      setStep('dry_run');
    });
  const finished = (done: ImportSession) => {
    setSession(done);
    setStep('result');
  };
  // The list shows what the import wrote once the dialog closes: refreshed under it, an empty list would give way
  // to the table and take the open dialog (its result and undo) with it.
  const close = () => {
    refresh();
    onClose();
  };
  const apply = useImportApply({ path, session, decisions, run, onProgress: setSession, onDone: finished });

  const name = translate(`resources.${path}.name`, { smart_count: 2, _: path });
  return (
    <Dialog open={open} onClose={run.busy ? undefined : close} maxWidth="md" fullWidth aria-labelledby="entity-import-title">
      <DialogTitle id="entity-import-title">{translate('entity_import.title', { name })}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STEPS.indexOf(step)} sx={{ mb: 3, flexWrap: 'wrap' }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`entity_import.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {run.busy && <LinearProgress sx={{ mb: 2 }} />}
        {step === 'upload' && (
          <UploadStep
            path={path}
            run={run}
            onUploaded={(uploaded) => {
              setSession(uploaded);
              setStep('mapping');
            }}
          />
        )}
        {step === 'mapping' && session && <MappingStep session={session} busy={run.busy} onCheck={remap} />}
        {step === 'dry_run' && dryRun && session?.status !== 'applying' && (
          <DryRunStep dryRun={dryRun} decisions={decisions} busy={run.busy} onDecisions={(next) => check(session!.id, next)} onBack={() => setStep('mapping')} onReupload={restart} onApply={apply} />
        )}
        {session?.status === 'applying' && <ApplyingProgress session={session} />}
        {step === 'result' && session && session.status !== 'applying' && (
          <ResultStep session={session} run={run} refusals={refusals} onUndone={(undone) => {
              setRefusals(undefined);
              finished(undone);
            }} onRestart={restart} />
        )}
      </DialogContent>
      <DialogActions>
        <Button label="entity_import.close" onClick={close} disabled={run.busy} />
      </DialogActions>
    </Dialog>
  );
}

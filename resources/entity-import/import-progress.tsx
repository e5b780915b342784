/**
 * Applying an import: the apply call answers when the transaction is done, so while it runs (and after, had it
 * answered "applying") the session is asked every PROGRESS_POLL_MS for its rows done of all, shown as a bar.
 */
import { LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportDecisions, ImportSession } from '../../schemas/import';
import { useHttp } from '../../src/providers/http-context';
import { applyImport, readImport } from './import-calls';
import type { StepRun } from './import-step-run';

/** How often an applying import is asked for its progress. */
export const PROGRESS_POLL_MS = 1000;

export interface ImportApply {
  path: string;
  session: ImportSession | undefined;
  decisions: ImportDecisions;
  run: StepRun;
  /** A poll's answer while applying (its progress). */
  onProgress: (session: ImportSession) => void;
  /** The import once applied (or failed). */
  onDone: (session: ImportSession) => void;
}

/** The apply action; polls the progress meanwhile. */
export function useImportApply({ path, session, decisions, run, onProgress, onDone }: ImportApply) {
  const http = useHttp();
  const calling = useRef(false);
  const [applyCall, setApplyCall] = useState(false);
  const polled = (now: ImportSession) => {
    if (now.status === 'applying') onProgress(now);
    // Done after an apply that answered "applying"; while the call runs, its own answer ends it.
    else if (!calling.current && session?.status === 'applying') onDone(now);
  };
  usePolling(session?.id, path, applyCall || session?.status === 'applying', polled);
  return () =>
    run(async () => {
      calling.current = true;
      setApplyCall(true);
      try {
        onDone(await applyImport(http, path, session!.id, decisions));
      } finally {
        calling.current = false;
        setApplyCall(false);
      }
    });
}

function usePolling(id: number | undefined, path: string, active: boolean, onAnswer: (session: ImportSession) => void) {
  const http = useHttp();
  const [tick, setTick] = useState(0);
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });
  useEffect(() => {
    if (!active || id === undefined) return;
    let stopped = false;
    // A poll that fails (a restart, the network) is asked again at the next tick rather than ending the dialog.
    const ask = () => readImport(http, path, id).then((now) => !stopped && answer.current(now), () => undefined);
    const timer = setTimeout(() => void ask().finally(() => !stopped && setTick((count) => count + 1)), PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [http, path, id, active, tick]);
}

export function ApplyingProgress({ session }: { session: ImportSession }) {
  const translate = useTranslate();
  const { done, total } = session.progress ?? { done: 0, total: session.row_count };
  const text = translate('entity_import.applying', { done: done.toLocaleString(), total: total.toLocaleString() });
  return (
    <>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress variant="determinate" value={total ? (100 * done) / total : 0} aria-label={text} />
    </>
  );
}

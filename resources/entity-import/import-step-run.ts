/**
 * How the import's steps call the server: one call at a time (busy), its failure shown in the dialog in the
 * user's language (the HttpError's message) instead of a toast that hides behind the dialog.
 */
import { useCallback, useMemo, useState } from 'react';

export type StepRun = ((task: () => Promise<unknown>) => Promise<void>) & { busy: boolean };

export function useStepRun(onError?: (error: unknown) => boolean) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const task = useCallback(
    async (work: () => Promise<unknown>) => {
      setBusy(true);
      setError(undefined);
      try {
        await work();
      } catch (failure) {
        // A caller that shows the failure its own way (an undo's refused rows) takes it.
        if (!onError?.(failure)) setError((failure as Error).message);
      } finally {
        setBusy(false);
      }
    },
    [onError],
  );
  const run: StepRun = useMemo(() => Object.assign((work: () => Promise<unknown>) => task(work), { busy }), [task, busy]);
  return { run, error, clearError: () => setError(undefined) };
}

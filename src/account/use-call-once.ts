/**
 * Runs a call once when the page opens and keeps its outcome. Once, even under React's development
 * double effects: a confirmation token is spent by its first use, so a second call would report failure.
 */
import { useEffect, useRef, useState } from 'react';

export type Outcome<T> = { state: 'pending' } | { state: 'done'; value: T } | { state: 'failed'; error: unknown };

export function useCallOnce<T>(call: () => Promise<T>): Outcome<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>({ state: 'pending' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    call().then(
      (value) => setOutcome({ state: 'done', value }),
      (error) => setOutcome({ state: 'failed', error }),
    );
  }, [call]);
  return outcome;
}

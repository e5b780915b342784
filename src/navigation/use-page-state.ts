/**
 * State kept per page of the stack (000 §2.1): like useState, but stored for this tab under the page's
 * pageId (or its path), so returning to the page finds it as it was left. Values must be JSON.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { browserStorage } from '../providers/memory-storage';
import { pageStateKey, readPageState, writePageState } from './page-stack';

export function usePageState<T>(key: string, initial: T): [T, (value: T) => void] {
  const { pathname, search } = useLocation();
  const storageKey = pageStateKey(pathname, search, key);
  const [state, setState] = useState(() => ({ storageKey, value: readPageState(browserStorage('sessionStorage'), storageKey, initial) }));
  // Another page under the same component (a new pageId) reads its own state.
  const current = state.storageKey === storageKey ? state.value : readPageState(browserStorage('sessionStorage'), storageKey, initial);
  const set = useCallback(
    (value: T) => {
      writePageState(browserStorage('sessionStorage'), storageKey, value);
      setState({ storageKey, value });
    },
    [storageKey],
  );
  return [current, set];
}

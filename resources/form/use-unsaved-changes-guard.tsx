/**
 * Asks before a changed form is left (issue 14, item 7): a navigation to another page of the console (menu,
 * link, the page stack's back) waits for "Leave" in a dialog, and closing or reloading the tab gets the
 * browser's own question. The console's router is a BrowserRouter, which has no blocker, so while the form
 * holds changes its navigator's push and replace ask first; moves within the page (a tab, a query) pass.
 *
 * @example const leaveDialog = useUnsavedChangesGuard(dirty); return <>{form}{leaveDialog}</>;
 */
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { Confirm } from 'react-admin';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { type NavigationTarget, leavesPage } from './unsaved-changes';

type Navigate = (to: NavigationTarget, ...rest: unknown[]) => void;
interface GuardedNavigator {
  push: Navigate;
  replace: Navigate;
}

export function useUnsavedChangesGuard(when: boolean): ReactNode {
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as GuardedNavigator;
  const [leave, setLeave] = useState<(() => void) | undefined>();

  useEffect(() => {
    if (!when) return undefined;
    const { push, replace } = navigator;
    const ask = (go: Navigate): Navigate => (to, ...rest) => {
      if (!leavesPage(window.location.pathname, to)) go.call(navigator, to, ...rest);
      else setLeave(() => () => go.call(navigator, to, ...rest));
    };
    navigator.push = ask(push);
    navigator.replace = ask(replace);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigator]);

  return (
    <Confirm
      isOpen={Boolean(leave)}
      title="resources.common.unsaved_title"
      content="resources.common.unsaved_content"
      confirm="resources.common.unsaved_leave"
      cancel="resources.common.unsaved_stay"
      onConfirm={() => {
        const go = leave;
        setLeave(undefined);
        go?.();
      }}
      onClose={() => setLeave(undefined)}
    />
  );
}

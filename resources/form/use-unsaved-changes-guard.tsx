/**
 * Asks before a changed form is left (issue 14, item 7): a navigation to another page of the console (menu,
 * link, the page stack's back, the browser's back or forward button) waits for "Leave" in a dialog, and
 * closing or reloading the tab gets the browser's own question. The console's router is a BrowserRouter,
 * which has no blocker (react-admin's useWarnWhenUnsavedChanges needs a data router and react-hook-form), so
 * while the form holds changes:
 * - its navigator's push and replace ask first; moves within the page (a tab, a query) pass;
 * - the browser's back and forward are stopped before they happen through the Navigation API's `navigate`
 *   event (a popstate comes too late: the router hears it first and has left the page), and done again if
 *   the user leaves. The browser lets a page stop them only after the user did something on it (no one is
 *   trapped), which a change is; a browser without the API goes back without asking.
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

/** The part of the Navigation API the guard uses (TypeScript's DOM types do not have it yet). */
interface NavigateEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly url: string; readonly key: string };
}
interface NavigationApi extends EventTarget {
  traverseTo(key: string): { finished: Promise<unknown> };
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

    const navigation = (window as { navigation?: NavigationApi }).navigation;
    let leaving = false;
    const onNavigate = (event: Event) => {
      const { navigationType, destination, cancelable } = event as NavigateEvent;
      if (navigationType !== 'traverse' || !cancelable || !leavesPage(window.location.pathname, destination.url)) return;
      if (leaving) {
        leaving = false;
        return;
      }
      event.preventDefault();
      setLeave(() => () => {
        leaving = true;
        navigation?.traverseTo(destination.key).finished.catch(() => undefined);
      });
    };
    navigation?.addEventListener('navigate', onNavigate);

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when this is set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      navigation?.removeEventListener('navigate', onNavigate);
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

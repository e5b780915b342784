/**
 * A lazily loaded screen that can be loaded ahead of its first use. React.lazy suspends on its first render
 * even when its module is already loaded, and React then holds the page back about 300 ms before showing it
 * (its fallback throttle): a session's first list took 0.5 s against 0.2 s for later ones (issue 34). Once
 * `preload` has loaded it, the screen renders at once, without suspending.
 *
 * @example const { Component: EntityList, preload } = preloadable(() => import('./entity-list').then((m) => m.EntityList));
 */
import { type ComponentType, lazy } from 'react';

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => (loaded = component));
    // A failed load is tried again by the next render or preload.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  // Loaded before the lazy one ever showed content (set when its load resolves), so a mounted screen never swaps.
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return { Component, preload: () => void loadOnce().catch(() => undefined) };
}

/**
 * The open registry of the top bar's contributions: a module with something to offer from every page (the web
 * phone) registers a component here, and the bar shows them in order before its own items. The bar never names
 * a module. Contributors load lazily (src/extensions.ts), so the bar subscribes and shows what comes later.
 */
import { type ComponentType, useSyncExternalStore } from 'react';

let slots: readonly { order: number; component: ComponentType }[] = [];
const listeners = new Set<() => void>();

export function registerAppBarSlot(order: number, component: ComponentType) {
  slots = [...slots, { order, component }].sort((a, b) => a.order - b.order);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registered contributions, in order; renders again when one is added. */
export function useAppBarSlots(): readonly { order: number; component: ComponentType }[] {
  return useSyncExternalStore(subscribe, () => slots);
}

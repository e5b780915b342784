/**
 * The open registry of Home's panels: a module with something to say on /home (the devices online) registers
 * a component here, and the Home page shows them in order under its greeting. Home never names a module.
 */
import type { ComponentType } from 'react';

const panels: { order: number; component: ComponentType }[] = [];

export function registerHomePanel(order: number, component: ComponentType) {
  panels.push({ order, component });
  panels.sort((a, b) => a.order - b.order);
}

export const homePanels = (): readonly ComponentType[] => panels.map((panel) => panel.component);

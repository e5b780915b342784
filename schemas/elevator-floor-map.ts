/**
 * The floor-map rules of 000 §5.2 that no single field states, as paths of the elevator
 * (`controllers.0.floor_map.3.is_panel_floor`) with a message key under `elevator_mapping.validation`.
 * One checker for both sides: the mapping page marks cells as the user edits, the server refuses the save.
 */
import type { ElevatorController } from './elevator';

export interface CheckedElevator {
  lowest_floor: number;
  highest_floor: number;
  controllers: ElevatorController[];
}

export interface FloorMapIssue {
  path: string;
  key: 'at_least_one_controller' | 'public_and_panel' | 'apartments_on_panel' | 'one_panel_floor' | 'port_out_of_range' | 'floor_out_of_range' | 'duplicate_floor';
  params?: Record<string, number>;
}

export function elevatorIssues(elevator: CheckedElevator): FloorMapIssue[] {
  const issues: FloorMapIssue[] = [];
  const range = { lowest: elevator.lowest_floor, highest: elevator.highest_floor };
  if (!elevator.controllers.length) issues.push({ path: 'controllers', key: 'at_least_one_controller' });
  if (elevator.lowest_floor > elevator.highest_floor) issues.push({ path: 'highest_floor', key: 'floor_out_of_range', params: range });
  // One panel floor per elevator: the same floor marked on several controllers is still one floor.
  let panelFloor: number | undefined;
  elevator.controllers.forEach((controller, c) => {
    const seen = new Set<number>();
    (controller.floor_map ?? []).forEach((floor, f) => {
      const at = `controllers.${c}.floor_map.${f}`;
      if (floor.floor < elevator.lowest_floor || floor.floor > elevator.highest_floor) issues.push({ path: `${at}.floor`, key: 'floor_out_of_range', params: range });
      else if (seen.has(floor.floor)) issues.push({ path: `${at}.floor`, key: 'duplicate_floor' });
      seen.add(floor.floor);
      if (floor.is_public && floor.is_panel_floor) issues.push({ path: `${at}.is_panel_floor`, key: 'public_and_panel' });
      if (floor.is_panel_floor && floor.apartments.length) issues.push({ path: `${at}.apartments`, key: 'apartments_on_panel' });
      if (floor.is_panel_floor && panelFloor !== undefined && panelFloor !== floor.floor) issues.push({ path: `${at}.is_panel_floor`, key: 'one_panel_floor', params: { floor: panelFloor } });
      else if (floor.is_panel_floor) panelFloor = floor.floor;
      floor.ports.forEach((port, p) => {
        if (port > controller.relays) issues.push({ path: `${at}.ports.${p}`, key: 'port_out_of_range', params: { relays: controller.relays } });
      });
    });
  });
  return issues;
}

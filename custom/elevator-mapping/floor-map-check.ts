/**
 * The floor-map rules of 000 §5.2, checked as the user edits, with messages in the user's language, as
 * paths of the elevator about to be saved (`controllers.0.floor_map.3.is_panel_floor`): at least one
 * controller; a floor is not both public and the panel floor; the panel floor has no apartments; ports
 * within the controller's relays; floors within lowest..highest. The server checks the same and decides.
 */
import type { ElevatorController } from '../../schemas/elevator';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CheckedElevator {
  lowest_floor: number;
  highest_floor: number;
  controllers: ElevatorController[];
}

export interface PathMessage {
  path: string | readonly (string | number)[];
  message: string;
}

const key = (name: string) => `elevator_mapping.validation.${name}`;

export function floorMapMessages(elevator: CheckedElevator, translate: Translate): PathMessage[] {
  const out: PathMessage[] = [];
  const say = (path: string, name: string, params?: Record<string, unknown>) => out.push({ path, message: translate(key(name), params) });
  if (!elevator.controllers.length) say('controllers', 'at_least_one_controller');
  elevator.controllers.forEach((controller, c) =>
    (controller.floor_map ?? []).forEach((floor, f) => {
      const at = `controllers.${c}.floor_map.${f}`;
      if (floor.floor < elevator.lowest_floor || floor.floor > elevator.highest_floor) {
        say(`${at}.floor`, 'floor_out_of_range', { lowest: elevator.lowest_floor, highest: elevator.highest_floor });
      }
      if (floor.is_public && floor.is_panel_floor) say(`${at}.is_panel_floor`, 'public_and_panel');
      if (floor.is_panel_floor && floor.apartments.length) say(`${at}.apartments`, 'apartments_on_panel');
      floor.ports.forEach((port, p) => {
        if (port > controller.relays) say(`${at}.ports.${p}`, 'port_out_of_range', { relays: controller.relays });
      });
    }),
  );
  return out;
}

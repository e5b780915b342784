/**
 * The floor-map rules (schemas/elevator-floor-map.ts, the same checker the server runs) as messages in
 * the user's language, on the paths of the elevator about to be saved.
 */
import { type CheckedElevator, elevatorIssues } from '../../schemas/elevator-floor-map';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type { CheckedElevator };

export interface PathMessage {
  path: string | readonly (string | number)[];
  message: string;
}

export function floorMapMessages(elevator: CheckedElevator, translate: Translate): PathMessage[] {
  return elevatorIssues(elevator).map(({ path, key, params }) => ({ path, message: translate(`elevator_mapping.validation.${key}`, params) }));
}

/**
 * Where a problem with the floor map shows on the editor: a path of the saved elevator
 * (`controllers.1.floor_map.4.is_panel_floor`, from the shared checker or from the server's refusal) names a
 * cell of a floor's row, a controller's column header, or the page as a whole. The indices are those of the
 * controllers as saved (floor-rows.ts controllersFrom), so the floor is read from them.
 *
 * @example placeIssue('controllers.0.floor_map.2.ports.0', saved) // { kind: 'cell', floor: 3, cell: 'ports.0' }
 */
import type { ElevatorController } from '../../schemas/elevator';

/** A floor row's cells: the floor itself, its facts, and `ports.<controller index>`. */
export type CellName = 'floor' | 'name' | 'is_public' | 'is_panel_floor' | 'apartments' | `ports.${number}`;

export type Place = { kind: 'cell'; floor: number; cell: CellName } | { kind: 'controller'; controller: number } | { kind: 'page' };

const FACTS = new Set(['floor', 'name', 'is_public', 'is_panel_floor', 'apartments']);

export function placeIssue(path: string | readonly (string | number)[], saved: ElevatorController[]): Place {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  if (parts[0] !== 'controllers' || !/^\d+$/.test(parts[1] ?? '')) return { kind: 'page' };
  const controller = Number(parts[1]);
  if (parts[2] !== 'floor_map' || !/^\d+$/.test(parts[3] ?? '')) return { kind: 'controller', controller };
  const floor = saved[controller]?.floor_map?.[Number(parts[3])]?.floor;
  if (floor === undefined) return { kind: 'controller', controller };
  const field = parts[4] ?? 'floor';
  const cell: CellName = field === 'ports' ? `ports.${controller}` : FACTS.has(field) ? (field as CellName) : 'floor';
  return { kind: 'cell', floor, cell };
}

/** Messages gathered by place: cells keyed `floor:cell`, controllers by index, the rest for the page. */
export interface PlacedMessages {
  cells: Map<string, string[]>;
  controllers: Map<number, string[]>;
  page: string[];
}

export const cellKey = (floor: number, cell: CellName) => `${floor}:${cell}`;

export function placeMessages(issues: { path: string | readonly (string | number)[]; message: string }[], saved: ElevatorController[]): PlacedMessages {
  const placed: PlacedMessages = { cells: new Map(), controllers: new Map(), page: [] };
  const add = <K>(map: Map<K, string[]>, key: K, message: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(message)) map.set(key, [...list, message]);
  };
  for (const { path, message } of issues) {
    const place = placeIssue(path, saved);
    if (place.kind === 'cell') add(placed.cells, cellKey(place.floor, place.cell), message);
    else if (place.kind === 'controller') add(placed.controllers, place.controller, message);
    else if (!placed.page.includes(message)) placed.page.push(message);
  }
  return placed;
}

/** The messages of each floor's cells (`cell -> messages`), for the rows to pick theirs. */
export function messagesByFloor(placed: PlacedMessages): Map<number, Record<string, string[]>> {
  const out = new Map<number, Record<string, string[]>>();
  for (const [key, messages] of placed.cells) {
    const [floor, cell] = [Number(key.slice(0, key.indexOf(':'))), key.slice(key.indexOf(':') + 1)];
    out.set(floor, { ...out.get(floor), [cell]: messages });
  }
  return out;
}

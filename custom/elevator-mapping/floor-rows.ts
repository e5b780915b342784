/**
 * The floor-map editor's rows: one per floor, lowest first, with the floor's own facts (name, public, panel
 * floor, apartments) once and the ports per controller. Stored, each controller's floor_map lists only the
 * floors its relays release, each carrying the floor's facts; a floor with facts but no port on any
 * controller is kept in the first controller's map, so nothing typed is lost.
 *
 * @example floorRows({ lowest_floor: 1, highest_floor: 2, controllers: [{ device_id: 7, relays: 4, floor_map: [{ floor: 2, ports: [3], … }] }] })
 * // [{ floor: 1, ports: [[]], … }, { floor: 2, ports: [[3]], … }]
 */
import type { ElevatorController, ElevatorFloor } from '../../schemas/elevator';

export interface FloorRow {
  floor: number;
  name: string;
  is_public: boolean;
  is_panel_floor: boolean;
  apartments: string[];
  /** Ports (relay numbers) per controller, in the controllers' order. */
  ports: number[][];
}

export interface MappedElevator {
  lowest_floor: number;
  highest_floor: number;
  controllers: ElevatorController[];
}

const emptyFacts = { name: '', is_public: false, is_panel_floor: false, apartments: [] as string[] };

/** Every floor of the range, plus floors mapped outside it (shown so the range error can be fixed). */
function floorsOf(elevator: MappedElevator): number[] {
  const floors = new Set<number>();
  for (let floor = elevator.lowest_floor; floor <= elevator.highest_floor; floor++) floors.add(floor);
  for (const controller of elevator.controllers) for (const entry of controller.floor_map ?? []) floors.add(entry.floor);
  return [...floors].sort((a, b) => a - b);
}

export function floorRows(elevator: MappedElevator): FloorRow[] {
  const entries = elevator.controllers.map((controller) => new Map((controller.floor_map ?? []).map((entry) => [entry.floor, entry])));
  return floorsOf(elevator).map((floor) => {
    const first = entries.map((byFloor) => byFloor.get(floor)).find(Boolean);
    const facts = first ? { name: first.name ?? '', is_public: !!first.is_public, is_panel_floor: !!first.is_panel_floor, apartments: [...(first.apartments ?? [])] } : emptyFacts;
    return { floor, ...facts, ports: entries.map((byFloor) => [...(byFloor.get(floor)?.ports ?? [])]) };
  });
}

const hasFacts = (row: FloorRow) => row.name.trim() !== '' || row.is_public || row.is_panel_floor || row.apartments.length > 0;

function entryOf(row: FloorRow, ports: number[]): ElevatorFloor {
  return { floor: row.floor, name: row.name, is_public: row.is_public, is_panel_floor: row.is_panel_floor, apartments: row.apartments, ports };
}

/** The controllers as they are saved: each with the floors its ports release (see the module's note). */
export function controllersFrom(rows: FloorRow[], controllers: ElevatorController[]): ElevatorController[] {
  return controllers.map((controller, index) => ({
    device_id: controller.device_id,
    relays: controller.relays,
    floor_map: rows
      .filter((row) => (row.ports[index]?.length ?? 0) > 0 || (index === 0 && hasFacts(row) && row.ports.every((ports) => !ports.length)))
      .map((row) => entryOf(row, [...(row.ports[index] ?? [])].sort((a, b) => a - b))),
  }));
}

/** Rows with a controller added (no ports yet) or removed (its ports go with it). */
export const withControllerAdded = (rows: FloorRow[]) => rows.map((row) => ({ ...row, ports: [...row.ports, []] }));
export const withControllerRemoved = (rows: FloorRow[], index: number) => rows.map((row) => ({ ...row, ports: row.ports.filter((_, i) => i !== index) }));

/** Apartments typed as "12, 13 14": trimmed, split on commas and spaces, without repeats. */
export function addApartments(current: string[], typed: string): string[] {
  const added = typed.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean);
  return [...new Set([...current, ...added])];
}

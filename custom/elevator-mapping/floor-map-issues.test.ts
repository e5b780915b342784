import { describe, expect, it } from 'vitest';
import type { ElevatorController } from '../../schemas/elevator';
import { messagesByFloor, placeIssue, placeMessages } from './floor-map-issues';

const saved: ElevatorController[] = [
  { device_id: 7, relays: 2, floor_map: [{ floor: 4, name: '', is_public: true, is_panel_floor: true, apartments: ['41'], ports: [3] }] },
];

describe('where a floor-map problem shows', () => {
  it('puts a floor fact on its cell, read from the saved controller\'s map', () => {
    expect(placeIssue('controllers.0.floor_map.0.is_panel_floor', saved)).toEqual({ kind: 'cell', floor: 4, cell: 'is_panel_floor' });
    expect(placeIssue(['controllers', 0, 'floor_map', 0, 'apartments'], saved)).toEqual({ kind: 'cell', floor: 4, cell: 'apartments' });
  });

  it('puts a port on that controller\'s ports cell, and the floor itself on the row\'s floor cell', () => {
    expect(placeIssue('controllers.0.floor_map.0.ports.0', saved)).toEqual({ kind: 'cell', floor: 4, cell: 'ports.0' });
    expect(placeIssue('controllers.0.floor_map.0.floor', saved)).toEqual({ kind: 'cell', floor: 4, cell: 'floor' });
    expect(placeIssue('controllers.0.floor_map.0', saved)).toEqual({ kind: 'cell', floor: 4, cell: 'floor' });
  });

  it('puts relays and devices on the controller\'s header, anything else on the page', () => {
    expect(placeIssue('controllers.0.relays', saved)).toEqual({ kind: 'controller', controller: 0 });
    expect(placeIssue('controllers.0.floor_map.9.name', saved)).toEqual({ kind: 'controller', controller: 0 });
    expect(placeIssue('controllers', saved)).toEqual({ kind: 'page' });
    expect(placeIssue('lowest_floor', saved)).toEqual({ kind: 'page' });
  });

  it('gathers messages by floor and cell without repeats', () => {
    const placed = placeMessages(
      [
        { path: 'controllers.0.floor_map.0.is_panel_floor', message: 'A' },
        { path: 'controllers.0.floor_map.0.is_panel_floor', message: 'A' },
        { path: 'controllers.0.floor_map.0.apartments', message: 'B' },
        { path: 'controllers.0.relays', message: 'C' },
        { path: '', message: 'D' },
      ],
      saved,
    );
    expect(messagesByFloor(placed).get(4)).toEqual({ is_panel_floor: ['A'], apartments: ['B'] });
    expect(placed.controllers.get(0)).toEqual(['C']);
    expect(placed.page).toEqual(['D']);
  });
});

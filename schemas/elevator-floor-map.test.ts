import { describe, expect, it } from 'vitest';
import type { ElevatorController, ElevatorFloor } from './elevator';
import { type CheckedElevator, elevatorIssues } from './elevator-floor-map';

function floor(at: number, facts: Partial<ElevatorFloor> = {}): ElevatorFloor {
  return { floor: at, name: '', is_public: false, is_panel_floor: false, apartments: [], ports: [], ...facts };
}

function elevator(floorMap: ElevatorFloor[], more: Partial<CheckedElevator> = {}, relays = 8): CheckedElevator {
  const controllers: ElevatorController[] = [{ device_id: 1, relays, floor_map: floorMap }];
  return { lowest_floor: 1, highest_floor: 9, controllers, ...more };
}

const cases: { name: string; input: CheckedElevator; issues: { path: string; key: string }[] }[] = [
  { name: 'a valid map', input: elevator([floor(1, { is_panel_floor: true, ports: [1] }), floor(2, { is_public: true, ports: [2] }), floor(3, { apartments: ['31'], ports: [3, 4] })]), issues: [] },
  { name: 'no controller', input: elevator([], { controllers: [] }), issues: [{ path: 'controllers', key: 'at_least_one_controller' }] },
  { name: 'lowest above highest', input: elevator([], { lowest_floor: 5, highest_floor: 2 }), issues: [{ path: 'highest_floor', key: 'floor_out_of_range' }] },
  { name: 'a floor above the highest', input: elevator([floor(10)]), issues: [{ path: 'controllers.0.floor_map.0.floor', key: 'floor_out_of_range' }] },
  { name: 'a floor below the lowest', input: elevator([floor(0)]), issues: [{ path: 'controllers.0.floor_map.0.floor', key: 'floor_out_of_range' }] },
  { name: 'a floor twice on one controller', input: elevator([floor(3), floor(3)]), issues: [{ path: 'controllers.0.floor_map.1.floor', key: 'duplicate_floor' }] },
  { name: 'public and panel floor', input: elevator([floor(1, { is_public: true, is_panel_floor: true })]), issues: [{ path: 'controllers.0.floor_map.0.is_panel_floor', key: 'public_and_panel' }] },
  { name: 'apartments on the panel floor', input: elevator([floor(1, { is_panel_floor: true, apartments: ['11'] })]), issues: [{ path: 'controllers.0.floor_map.0.apartments', key: 'apartments_on_panel' }] },
  { name: 'two panel floors', input: elevator([floor(1, { is_panel_floor: true }), floor(2, { is_panel_floor: true })]), issues: [{ path: 'controllers.0.floor_map.1.is_panel_floor', key: 'one_panel_floor' }] },
  { name: 'a port above the relays', input: elevator([floor(1, { ports: [1, 3] })], {}, 2), issues: [{ path: 'controllers.0.floor_map.0.ports.1', key: 'port_out_of_range' }] },
];

describe('elevatorIssues: the floor-map rules on their paths', () => {
  it.each(cases)('$name', ({ input, issues }) => {
    expect(elevatorIssues(input).map(({ path, key }) => ({ path, key }))).toEqual(issues);
  });

  it('checks each controller on its own: the same floor on two controllers is fine', () => {
    const two: CheckedElevator = {
      lowest_floor: 1,
      highest_floor: 9,
      controllers: [
        { device_id: 1, relays: 4, floor_map: [floor(3, { ports: [1] })] },
        { device_id: 2, relays: 1, floor_map: [floor(3, { ports: [2] })] },
      ],
    };
    expect(elevatorIssues(two)).toEqual([{ path: 'controllers.1.floor_map.0.ports.0', key: 'port_out_of_range', params: { relays: 1 } }]);
  });

  it('counts the panel floor once when several controllers mark the same floor', () => {
    const panel = floor(1, { is_panel_floor: true });
    const shared: CheckedElevator = { lowest_floor: 1, highest_floor: 9, controllers: [1, 2].map((id) => ({ device_id: id, relays: 8, floor_map: [panel] })) };
    expect(elevatorIssues(shared)).toEqual([]);
  });

  it('gives the range to the out-of-range message', () => {
    expect(elevatorIssues(elevator([floor(12)]))[0].params).toEqual({ lowest: 1, highest: 9 });
  });
});

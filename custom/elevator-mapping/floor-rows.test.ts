import { describe, expect, it } from 'vitest';
import type { ElevatorController } from '../../schemas/elevator';
import { addApartments, controllersFrom, floorRows, withControllerAdded, withControllerRemoved } from './floor-rows';

const entry = (floor: number, ports: number[], facts: Partial<{ name: string; is_public: boolean; is_panel_floor: boolean; apartments: string[] }> = {}) => ({
  floor,
  name: '',
  is_public: false,
  is_panel_floor: false,
  apartments: [] as string[],
  ports,
  ...facts,
});

const two: ElevatorController[] = [
  { device_id: 7, relays: 8, floor_map: [entry(1, [1], { is_panel_floor: true, name: 'Lobby' }), entry(3, [2, 3], { apartments: ['31', '32'] })] },
  { device_id: 9, relays: 4, floor_map: [entry(3, [4], { apartments: ['31', '32'] })] },
];

describe('floor rows', () => {
  it('lists every floor of the range lowest first, with the facts once and the ports per controller', () => {
    const rows = floorRows({ lowest_floor: 1, highest_floor: 3, controllers: two });
    expect(rows.map((row) => row.floor)).toEqual([1, 2, 3]);
    expect(rows[0]).toEqual({ floor: 1, name: 'Lobby', is_public: false, is_panel_floor: true, apartments: [], ports: [[1], []] });
    expect(rows[1].ports).toEqual([[], []]);
    expect(rows[2]).toMatchObject({ apartments: ['31', '32'], ports: [[2, 3], [4]] });
  });

  it('keeps a floor mapped outside the range as a row, so its error can be seen and fixed', () => {
    const rows = floorRows({ lowest_floor: 1, highest_floor: 2, controllers: [{ device_id: 1, relays: 4, floor_map: [entry(-1, [1]), entry(5, [2])] }] });
    expect(rows.map((row) => row.floor)).toEqual([-1, 1, 2, 5]);
  });

  it('saves in each controller only the floors its relays release, facts kept on each', () => {
    const rows = floorRows({ lowest_floor: 1, highest_floor: 3, controllers: two });
    expect(controllersFrom(rows, two)).toEqual(two);
  });

  it('keeps a floor with facts but no port in the first controller, and drops an empty floor', () => {
    const rows = floorRows({ lowest_floor: 1, highest_floor: 2, controllers: [{ device_id: 1, relays: 4, floor_map: [] }, { device_id: 2, relays: 4, floor_map: [] }] });
    rows[1] = { ...rows[1], is_public: true, name: 'Garden' };
    const saved = controllersFrom(rows, [{ device_id: 1, relays: 4, floor_map: [] }, { device_id: 2, relays: 4, floor_map: [] }]);
    expect(saved[0].floor_map).toEqual([entry(2, [], { is_public: true, name: 'Garden' })]);
    expect(saved[1].floor_map).toEqual([]);
  });

  it('adds a controller without ports and takes a removed one\'s ports with it', () => {
    const rows = floorRows({ lowest_floor: 1, highest_floor: 3, controllers: two });
    expect(withControllerAdded(rows)[2].ports).toEqual([[2, 3], [4], []]);
    expect(withControllerRemoved(rows, 0)[2].ports).toEqual([[4]]);
  });

  it('splits typed apartments on commas and spaces, without repeats', () => {
    expect(addApartments(['12'], ' 13, 14  12;15 ')).toEqual(['12', '13', '14', '15']);
    expect(addApartments([], ' , ')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { subtreeOf } from './group-subtree';

const groups = [
  { id: 3, name: 'Block A', path: '0.3.' },
  { id: 17, name: 'Entrance 1', path: '0.3.17.' },
  { id: 18, name: 'Apartment 11', path: '0.3.17.18.' },
  { id: 31, name: 'Block B', path: '0.31.' },
  { id: 33, name: 'Block AB', path: '0.33.' },
];

describe('subtreeOf', () => {
  it('is the group and everything below it, not its siblings whose ids start alike', () => {
    expect(subtreeOf(groups, 3)).toEqual([3, 17, 18]);
    expect(subtreeOf(groups, 17)).toEqual([17, 18]);
    expect(subtreeOf(groups, 31)).toEqual([31]);
  });

  it('keeps a group the list does not hold on its own', () => {
    expect(subtreeOf(groups, 99)).toEqual([99]);
  });
});

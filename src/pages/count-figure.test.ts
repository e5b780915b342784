/** A tile's count: loading, exact, or a lower bound when the server stopped counting. */
import { describe, expect, it } from 'vitest';
import { countFigure } from './home-tile';

describe('countFigure', () => {
  it('shows … while loading, the total when exact, and the total with + when the server stopped counting', () => {
    expect(countFigure({})).toBe('…');
    expect(countFigure({ total: 0 })).toBe(0);
    expect(countFigure({ total: 12 })).toBe(12);
    expect(countFigure({ total: 10_000, meta: { totalIsLowerBound: true } })).toBe('10000+');
  });
});

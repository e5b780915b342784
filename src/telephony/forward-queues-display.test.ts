import { describe, expect, it } from 'vitest';
import { queuesLine } from './forward-queues-display';

describe('queuesLine', () => {
  it('writes the queues one after the other, each queue\'s numbers together', () => {
    expect(queuesLine([{ numbers: ['101', '102'] }, { numbers: ['201'] }])).toBe('101, 102 → 201');
    expect(queuesLine(null)).toBe('');
  });
});

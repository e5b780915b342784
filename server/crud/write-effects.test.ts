/** writeEffects: effects asked for together run once with every adopted write's item, in the order first asked. */
import { describe, expect, it } from 'vitest';
import { writeEffects } from './write-effects';

describe('write effects', () => {
  it('runs an effect asked for together once, with the items of every write it adopted and none of the others', async () => {
    const ran: string[] = [];
    const transaction = writeEffects();
    const row = (n: number) => {
      const effects = writeEffects();
      effects.add(async () => void ran.push(`row ${n}`));
      effects.together('devices', n, async (items: number[]) => void ran.push(`devices ${items.join(',')}`));
      return effects;
    };
    transaction.adopt(row(1));
    row(2); // a refused row: its list is never adopted
    transaction.adopt(row(3));
    await transaction.run();
    expect(ran).toEqual(['row 1', 'devices 1,3', 'row 3']);
  });
});

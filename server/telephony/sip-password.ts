/** SIP passwords the server makes (000 §5.1 rule: digits, lowercase and uppercase Latin letters). */
import { randomInt } from 'node:crypto';

const SETS = ['0123456789', 'abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ'];
const ALL = SETS.join('');

/** 16 characters, at least one of each set, from a cryptographic source. */
export function generateSipPassword(length = 16): string {
  const chars = SETS.map((set) => set[randomInt(set.length)]);
  while (chars.length < length) chars.push(ALL[randomInt(ALL.length)]);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

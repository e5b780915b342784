/** A setting's length in seconds as the largest whole unit: 3600 → 1 h, 900 → 15 min, 90 → 90 s. */
const UNITS = [['hours', 3600], ['minutes', 60], ['seconds', 1]] as const;

export function durationParts(seconds: number): { unit: (typeof UNITS)[number][0]; count: number } {
  const [unit, size] = UNITS.find(([, size]) => seconds >= size && seconds % size === 0) ?? UNITS[2];
  return { unit, count: seconds / size };
}

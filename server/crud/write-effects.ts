/**
 * What writes ask to happen once their transaction has committed (hooks' `afterCommit`), run in order. A
 * transaction of many writes (an import's rows) would run one effect per write; an effect asked for with
 * `together` runs once with every write's item instead (the devices an import's identifiers reach, read in one
 * pass), at the place of the first write that asked for it.
 */
type Entry = { run: () => Promise<void> } | { key: string; items: unknown[]; effect: (items: any[]) => Promise<void> };

export interface WriteEffects {
  add(effect: () => Promise<void>): void;
  together<T>(key: string, item: T, effect: (items: T[]) => Promise<void>): void;
  /** Another list's effects after this one's, its gathered items joining this list's of the same key. */
  adopt(other: WriteEffects): void;
  readonly entries: readonly Entry[];
  run(): Promise<void>;
}

export function writeEffects(): WriteEffects {
  const entries: Entry[] = [];
  const gathered = new Map<string, unknown[]>();
  const gather = (key: string, items: unknown[], effect: (items: any[]) => Promise<void>) => {
    const kept = gathered.get(key);
    if (kept) return void kept.push(...items);
    const own = [...items];
    gathered.set(key, own);
    entries.push({ key, items: own, effect });
  };
  return {
    add: (effect: () => Promise<void>) => void entries.push({ run: effect }),
    together: (key, item, effect) => gather(key, [item], effect),
    adopt(other) {
      for (const entry of other.entries) 'run' in entry ? entries.push(entry) : gather(entry.key, entry.items, entry.effect);
    },
    entries,
    run: async () => {
      for (const entry of entries) await ('run' in entry ? entry.run() : entry.effect(entry.items));
    },
  };
}

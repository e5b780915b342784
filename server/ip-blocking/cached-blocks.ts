/**
 * The IP guard asks on every API call whether the caller's address is blocked. Blocks are written rarely
 * (a burst of failed sign-ins, an administrator lifting one), so the answer per address is kept in memory
 * and served while the write generation (server/db/write-generation.ts, which counts writes to ip_blocks)
 * is the one read before it was loaded, exactly as cached actors are (server/auth/actor-cache.ts). A kept
 * block still ends at its own `until`. On PostgreSQL the answers are kept only while other processes'
 * writes can be heard (`trusted`).
 */
import type { Kysely } from 'kysely';
import { writeGeneration } from '../db/write-generation';
import { activeBlock } from './blocks';

const CAPACITY = 10_000;

export type BlockLookup = (ip: string) => Promise<{ until: number } | undefined>;

interface Entry {
  generation: number;
  /** When the block ends, ms since the epoch; 0: not blocked. */
  until: number;
}

export function cachedBlockLookup(db: Kysely<any>, trusted: () => boolean = () => true): BlockLookup {
  const entries = new Map<string, Entry>();
  return async (ip) => {
    if (!trusted()) {
      entries.clear();
      return activeBlock(db, ip);
    }
    const entry = entries.get(ip);
    if (entry && entry.generation === writeGeneration()) return entry.until > Date.now() ? { until: entry.until } : undefined;
    // Read before loading: a block written while loading leaves this entry outdated, never served.
    const generation = writeGeneration();
    const block = await activeBlock(db, ip);
    entries.delete(ip);
    if (entries.size >= CAPACITY) entries.delete(entries.keys().next().value!);
    entries.set(ip, { generation, until: block?.until ?? 0 });
    return block;
  };
}

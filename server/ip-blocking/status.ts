/**
 * The status call (001 §7 "IP blocking: status"): the blocking settings, how many addresses are blocked and
 * whitelisted, and one address as the guard sees it: its block, and the whitelist entry that exempts it.
 */
import type { IpBlockingStatus } from '../../schemas/ip-blocking';
import type { LoginThrottle } from '../config';
import { AppError, fieldMessage } from '../errors';
import { listBlocks } from './blocks';
import { canonicalIp, holds, rangeOfEntry } from './ip-ranges';
import { listWhitelist, type Whitelist } from './whitelist';

export async function ipBlockingStatus(whitelist: Whitelist, throttle: LoginThrottle, asked: string): Promise<Omit<IpBlockingStatus, 'can_change'>> {
  const address = canonicalIp(asked);
  if (!address) throw new AppError('invalid_data', { ip: fieldMessage('ip_address') });
  const [blocks, entries] = await Promise.all([listBlocks(whitelist.db), listWhitelist(whitelist)]);
  const exempting = entries.find((entry) => holds(rangeOfEntry(entry.entry)!, address.address));
  return {
    ip: address.address,
    whitelisted_by: exempting?.entry ?? null,
    block: blocks.find((block) => block.ip === address.address) ?? null,
    blocked_count: blocks.length,
    whitelist_count: entries.length,
    settings: { block_after: throttle.blockAfter, block_seconds: throttle.blockSeconds, failure_window: throttle.windowSeconds },
  };
}

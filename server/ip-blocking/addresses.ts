/** Address matching: is a client's address in a list of entries (IPs, CIDRs and start-end ranges, IPv4 and IPv6)? */
import { BlockList } from 'node:net';
import { canonicalIp, rangeOfEntry } from './ip-ranges';

/** A matcher for the entries (ip-ranges.ts reads them); a malformed entry matches nothing. */
export function whitelistOf(entries: readonly string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const range = rangeOfEntry(entry);
    if (range) list.addRange(range.start_ip, range.end_ip, range.family === 4 ? 'ipv4' : 'ipv6');
  }
  return (ip: string) => {
    const address = canonicalIp(ip);
    return address !== undefined && list.check(address.address, address.family === 4 ? 'ipv4' : 'ipv6');
  };
}

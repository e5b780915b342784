/** Client addresses: normal form, and whitelist matching of IPs, CIDRs and start-end ranges (IPv4 and IPv6). */
import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is `10.0.0.1`. */
export function normalizeIp(ip: string) {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** A valid IP or CIDR entry, or undefined. */
export function parseEntry(entry: string) {
  const [address, bits, extra] = entry.trim().split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return undefined;
  if (bits === undefined) return { address: normalizeIp(address), family };
  const prefix = Number(bits);
  if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return undefined;
  return { address: normalizeIp(address), family, prefix };
}

export function whitelistOf(entries: readonly string[]) {
  const list = new BlockList();
  for (const raw of entries) {
    if (raw.includes('-')) {
      addRange(list, raw);
      continue;
    }
    const entry = parseEntry(raw);
    if (!entry) continue;
    const type = entry.family === 4 ? 'ipv4' : 'ipv6';
    if (entry.prefix === undefined) list.addAddress(entry.address, type);
    else list.addSubnet(entry.address, entry.prefix, type);
  }
  return (ip: string) => {
    const address = normalizeIp(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** `10.0.0.1-10.0.0.9` (ip-ranges.ts); a malformed or reversed range adds nothing. */
function addRange(list: BlockList, raw: string) {
  const parts = raw.trim().split('-');
  const [start, end] = parts.map((part) => parseEntry(part));
  if (parts.length !== 2 || !start || !end || start.prefix !== undefined || end.prefix !== undefined || start.family !== end.family) return;
  try {
    list.addRange(start.address, end.address, start.family === 4 ? 'ipv4' : 'ipv6');
  } catch {
    // node:net refuses a range whose end comes before its start.
  }
}

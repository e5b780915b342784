/**
 * Whitelist entries as ranges of addresses (000 §3.13 "IP range: start_ip, end_ip"): one address, a CIDR block
 * (`10.0.0.0/24`) or a start-end range (`10.0.0.1-10.0.0.9`). node:net decides what is an address; the WHATWG URL
 * parser gives an IPv6 address its one short form, so the only arithmetic here is on canonical text.
 */
import { isIP } from 'node:net';

export type Family = 4 | 6;

export interface IpRange {
  /** The stored text: `10.0.0.1`, `10.0.0.0/24` or `10.0.0.1-10.0.0.9`. */
  entry: string;
  family: Family;
  start_ip: string;
  end_ip: string;
  first: bigint;
  last: bigint;
}

/** Why an input is no range, as a validation key (locales `validation.*`) and the field it concerns. */
export interface RangeRefusal {
  field: 'start_ip' | 'end_ip';
  key: 'ip_address' | 'ip_range_host_bits' | 'ip_range_order' | 'ip_range_everything';
}

const BITS: Record<Family, number> = { 4: 32, 6: 128 };
const all = (family: Family) => (1n << BigInt(BITS[family])) - 1n;

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is `10.0.0.1`. */
export function normalizeIp(ip: string) {
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** An address in its one written form (IPv4-mapped IPv6 as IPv4; IPv6 short and lowercase), or undefined. */
export function canonicalIp(text: string): { address: string; family: Family } | undefined {
  const address = normalizeIp(text.trim());
  const family = isIP(address);
  if (family === 4) return { address, family };
  // A zone (fe80::1%eth0) names an interface of this host, never a client.
  if (family === 6 && !address.includes('%')) return { address: new URL(`http://[${address}]`).hostname.slice(1, -1), family };
  return undefined;
}

function toNumber(address: string, family: Family): bigint {
  if (family === 4) return address.split('.').reduce((sum, octet) => (sum << 8n) + BigInt(octet), 0n);
  const [head, tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = tail === undefined ? [] : Array(8 - groups(head).length - groups(tail).length).fill('0');
  return [...groups(head), ...missing, ...groups(tail)].reduce((sum, group) => (sum << 16n) + BigInt(`0x${group}`), 0n);
}

function toAddress(value: bigint, family: Family): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.');
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((value >> shift) & 0xffffn).toString(16));
  return canonicalIp(groups.join(':'))!.address;
}

const range = (entry: string, family: Family, first: bigint, last: bigint): IpRange => ({
  entry, family, first, last, start_ip: toAddress(first, family), end_ip: toAddress(last, family),
});

function cidrRange(text: string, lenient: boolean): IpRange | RangeRefusal {
  const [address, bits, extra] = text.split('/');
  const ip = canonicalIp(address);
  if (!ip || extra !== undefined || !/^\d{1,3}$/.test(bits) || Number(bits) > BITS[ip.family]) return { field: 'start_ip', key: 'ip_address' };
  const prefix = Number(bits);
  const hostMask = all(ip.family) >> BigInt(prefix);
  const value = toNumber(ip.address, ip.family);
  // 10.0.0.5/24 may mean 10.0.0.5 alone: a whitelist never guesses wider than what was written.
  if (!lenient && (value & hostMask) !== 0n) return { field: 'start_ip', key: 'ip_range_host_bits' };
  const first = value & ~hostMask;
  if (prefix === BITS[ip.family]) return range(ip.address, ip.family, first, first);
  return range(`${toAddress(first, ip.family)}/${prefix}`, ip.family, first, first | hostMask);
}

function spanRange(start: string, end: string | undefined): IpRange | RangeRefusal {
  const from = canonicalIp(start);
  if (!from) return { field: 'start_ip', key: 'ip_address' };
  const first = toNumber(from.address, from.family);
  if (end === undefined || end.trim() === '') return range(from.address, from.family, first, first);
  const to = canonicalIp(end);
  if (!to) return { field: 'end_ip', key: 'ip_address' };
  const last = toNumber(to.address, to.family);
  if (to.family !== from.family || last < first) return { field: 'end_ip', key: 'ip_range_order' };
  if (last === first) return range(from.address, from.family, first, first);
  return range(`${from.address}-${to.address}`, from.family, first, last);
}

/**
 * A range as typed in the IP range dialog: start_ip an address or a CIDR block, end_ip (optional, only after an
 * address) the last address. A range holding every address of its family is refused: it would switch blocking off.
 * @example parseRange('10.0.0.0/24')             // { entry: '10.0.0.0/24', start_ip: '10.0.0.0', end_ip: '10.0.0.255', … }
 * @example parseRange('10.0.0.1', '10.0.0.9')    // { entry: '10.0.0.1-10.0.0.9', … }
 */
export function parseRange(start: string, end?: string | null): IpRange | RangeRefusal {
  const parsed = start.includes('/') ? (end?.trim() ? { field: 'end_ip' as const, key: 'ip_range_order' as const } : cidrRange(start.trim(), false)) : spanRange(start, end ?? undefined);
  if ('entry' in parsed && parsed.first === 0n && parsed.last === all(parsed.family)) return { field: 'start_ip', key: 'ip_range_everything' };
  return parsed;
}

/** A stored or configured entry (IP_WHITELIST may write 10.9.0.1/16: its block is meant), or undefined. */
export function rangeOfEntry(entry: string): IpRange | undefined {
  const text = entry.trim();
  const [start, end, extra] = text.split('-');
  const parsed = text.includes('/') ? cidrRange(text, true) : extra === undefined ? spanRange(start, end) : undefined;
  return parsed && 'entry' in parsed ? parsed : undefined;
}

/** Whether every address of `inner` is in `outer`. */
export const covers = (outer: IpRange, inner: IpRange) => outer.family === inner.family && outer.first <= inner.first && inner.last <= outer.last;

/** Whether an address is in the range. */
export function holds(range: IpRange, ip: string) {
  const address = canonicalIp(ip);
  if (!address || address.family !== range.family) return false;
  const value = toNumber(address.address, address.family);
  return range.first <= value && value <= range.last;
}

/**
 * Device search (001 §7 POST /devices/search): probes every address of a range for a device's REST API
 * (GET /api/v1/device/info) with bounded concurrency and a short timeout each, and answers what it found.
 * The server makes requests into the site's network on a user's word, so the range is limited (at most
 * `maxAddresses`) and must lie inside the ranges the project allows (DEVICE_SEARCH_RANGES, by default the
 * private networks where panels live; never the server's own loopback unless configured).
 */
import { z } from 'zod';
import { DEVICE_MODELS, DEVICE_TYPES } from '../../schemas/device';
import { forEachBounded } from '../../schemas/concurrency';
import { AppError, fieldMessage } from '../errors';
import { whitelistOf } from '../ip-blocking/addresses';

// Its settings are part of the configuration (DEVICE_SEARCH_*), which imports no feature.
export type { DeviceSearchConfig } from '../config';
import type { DeviceSearchConfig } from '../config';

export const DEFAULT_SEARCH: DeviceSearchConfig = { ranges: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'], port: 80, maxAddresses: 256, concurrency: 32, timeoutMs: 1500 };

/** What a device says about itself. */
export const deviceInfo = z.object({
  serial: z.string().trim().min(1).max(64),
  type: z.enum(DEVICE_TYPES),
  model: z.string().max(32).default(''),
  firmware: z.string().max(64).default(''),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

export const searchBody = z.strictObject({ start_ip: z.ipv4(), end_ip: z.ipv4(), request_id: z.string().max(64).optional() });

const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const toIp = (n: number) => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

/** The addresses from start to end, refused when reversed, too many, or outside the allowed ranges. */
export function searchAddresses(start: string, end: string, config: DeviceSearchConfig) {
  const [first, last] = [toNumber(start), toNumber(end)];
  if (last < first) throw new AppError('invalid_data', { end_ip: fieldMessage('range_reversed') });
  if (last - first + 1 > config.maxAddresses) throw new AppError('invalid_data', { end_ip: fieldMessage('range_too_large', { max: config.maxAddresses }) });
  const allowed = whitelistOf(config.ranges);
  const addresses = Array.from({ length: last - first + 1 }, (_, i) => toIp(first + i));
  if (!addresses.every(allowed)) throw new AppError('prohibited', { start_ip: fieldMessage('range_not_allowed') });
  return addresses;
}

async function probe(ip: string, config: DeviceSearchConfig): Promise<(DeviceInfo & { ip_address: string; port: number }) | undefined> {
  try {
    const response = await fetch(`http://${ip}:${config.port}/api/v1/device/info`, { signal: AbortSignal.timeout(config.timeoutMs), redirect: 'error' });
    if (!response.ok) return undefined;
    const text = await response.text();
    if (text.length > 4096) return undefined;
    const parsed = deviceInfo.safeParse(JSON.parse(text));
    return parsed.success ? { ...parsed.data, model: DEVICE_MODELS.includes(parsed.data.model as never) ? parsed.data.model : '', ip_address: ip, port: config.port } : undefined;
  } catch {
    return undefined;
  }
}

export async function searchDevices(addresses: string[], config: DeviceSearchConfig) {
  const found: NonNullable<Awaited<ReturnType<typeof probe>>>[] = [];
  await forEachBounded(addresses, config.concurrency, async (ip) => {
    const result = await probe(ip, config);
    if (result) found.push(result);
  });
  return found.sort((a, b) => toNumber(a.ip_address) - toNumber(b.ip_address));
}

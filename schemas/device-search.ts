/**
 * What the device search answers (000 §3.4 "Device search"; server/devices/search-routes.ts): the devices found
 * in an address range, each with the id it already has here, and what adding them made or refused.
 */
import { z } from 'zod';
import { answeredRecord } from './answered-record';
import { device, DEVICE_TYPES } from './device';

export const foundDevice = z.object({
  serial: z.string(),
  type: z.enum(DEVICE_TYPES),
  model: z.string(),
  firmware: z.string(),
  ip_address: z.string(),
  port: z.number().int(),
  /** The device's id when it is already here (and the caller may see it). */
  device_id: z.number().int().nullable(),
});
export type FoundDevice = z.infer<typeof foundDevice>;

export const deviceSearchResult = z.object({ request_id: z.string().nullable(), items: z.array(foundDevice) });

/** The devices added, and each refused one with its error (as an error answer carries it). */
export const foundDevicesAdded = z.object({
  created: z.array(answeredRecord(device)),
  errors: z.array(z.object({ serial: z.string(), error: z.looseObject({ code: z.string(), message: z.string() }) })),
});

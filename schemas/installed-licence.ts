/**
 * A licence as a licence file carries it (server/licensing/licence-file.ts reads and verifies the file) and as
 * GET /licenses lists it, with its status (000 §3.13, §4.1). Shared: the server checks files against it, the
 * licences page reads the list by it.
 */
import { z } from 'zod';
import { featureSetting, SERVER_FEATURES } from './licence';
import { licensePeriod } from './user';

export const signedLicence = z.strictObject({
  id: z.uuid(),
  issuer: z.string().trim().min(1).max(255),
  installation_id: z.string().min(1).max(64),
  issued_at: z.number().int().min(0),
  period: licensePeriod,
  /** The features the licence gives; those it leaves out it does not give. */
  features: z.partialRecord(z.enum(SERVER_FEATURES), featureSetting),
});
export type SignedLicence = z.infer<typeof signedLicence>;

export const LICENCE_STATUSES = ['pending', 'active', 'ending', 'expired', 'disabled'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** A licence as GET /licenses lists it. */
export type InstalledLicence = SignedLicence & { installed_at: string; status: LicenceStatus };

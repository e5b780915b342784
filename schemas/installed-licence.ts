/**
 * A licence as a licence file carries it (server/licensing/licence-file.ts reads and verifies the file) and as
 * GET /licenses lists it, with its status (000 §3.13, §4.1). Shared: the server checks files against it, the
 * licences page reads the list by it.
 */
import { z } from 'zod';
import { featureSetting, licenceWarning, SERVER_FEATURES } from './licence';
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
export const installedLicence = signedLicence.extend({ installed_at: z.string(), status: z.enum(LICENCE_STATUSES) });
export type InstalledLicence = z.infer<typeof installedLicence>;

/** GET /licenses: the installed licences, this installation's id, and the server licence they make together. */
export const installedLicences = z.object({
  data: z.array(installedLicence),
  /** The server licence the rest of the console obeys, with the warning every page shows from it (000 §4.1). */
  in_effect: z.object({ issuer: z.string(), period: licensePeriod, warning: licenceWarning }),
  installation_id: z.string(),
  can_manage: z.boolean(),
});
export type InstalledLicences = z.infer<typeof installedLicences>;

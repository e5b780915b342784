/** Licensed features (000 §4.2): with the feature off, or its period over, a call answers 'no licences'. */
import type { Kysely } from 'kysely';
import type { ServerFeature } from '../../schemas/licence';
import type { LicenceGate } from '../crud/entity-gate';
import { AppError } from '../errors';
import { loadServerLicence } from './licence-store';

export async function requireLicence(db: Kysely<any>, feature: ServerFeature) {
  if ((await loadServerLicence(db)).features[feature]?.is_enabled !== true) throw new AppError('no_licences');
}

/** The store's licence gate (crud/entity-gate.ts LicenceGate). */
export const licenceGate: LicenceGate = { require: requireLicence };

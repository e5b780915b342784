/**
 * Licence files for tests (server/licensing/licence-file.ts): signed with a key made for this test run, which
 * test servers trust (testConfig's licenceKeys); the supplier's own private key is nowhere in the repository.
 */
import { type KeyObject, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { SignedLicence } from '../../schemas/installed-licence';

const trusted = generateKeyPairSync('ed25519');
/** The test run's licence key, as a console is told to trust it (SPKI DER, base64). */
export const TEST_LICENCE_KEY = trusted.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

const DAY_MS = 86_400_000;

/** A licence file for `installationId`: a year from yesterday, SIP for 10 unless `licence` says otherwise. */
export function licenceFile(installationId: string, licence: Partial<SignedLicence> = {}, key: KeyObject = trusted.privateKey): string {
  const now = Date.now();
  const payload = Buffer.from(
    JSON.stringify({
      id: randomUUID(),
      issuer: 'Test supplier',
      installation_id: installationId,
      issued_at: now,
      period: { from: now - DAY_MS, to: now + 365 * DAY_MS },
      features: { sip: { is_enabled: true, qty: 10 } },
      ...licence,
    }),
  );
  return JSON.stringify({ license: payload.toString('base64'), signature: sign(null, payload, key).toString('base64') });
}

/** The same, signed by a key no console trusts. */
export const forgedLicenceFile = (installationId: string, licence: Partial<SignedLicence> = {}) =>
  licenceFile(installationId, licence, generateKeyPairSync('ed25519').privateKey);

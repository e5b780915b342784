/**
 * Licence files (000 §3.13, 001 §7 "Licences: add from file"), our format (docs/licenses.md "Licence files"): a JSON document
 * `{"license": "<base64 of the licence's JSON>", "signature": "<base64 Ed25519 signature of those bytes>"}`.
 * The signature covers the exact bytes, so no canonical JSON is needed. A licence names the installation it is
 * for (`installation_id`, shown on the licences page): a file made for another server is refused, as is one
 * signed by a key the console does not trust (the supplier's public key ships with the console; a site
 * issuing its own adds its key with LICENCE_PUBLIC_KEYS) or one whose period is over.
 */
import { createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';
import { type SignedLicence, signedLicence } from '../../schemas/installed-licence';
import { AppError } from '../errors';
import { periodEnd } from './period';

// The supplier's key is a default of the configuration (LICENCE_PUBLIC_KEYS adds to it), which imports no feature.
export { SUPPLIER_LICENCE_KEY } from '../config';

const fileShape = z.strictObject({ license: z.base64().max(100_000), signature: z.base64().max(200) });

export interface ReadLicence {
  licence: SignedLicence;
  /** The file's two parts as received, kept so the licence can be verified again. */
  payload: string;
  signature: string;
}

function parsed<T>(schema: z.ZodType<T>, text: string): T {
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new AppError('wrong_file_body');
  }
}

const signedBy = (payload: Buffer, signature: Buffer, keys: readonly string[]) =>
  keys.some((key) => {
    try {
      return verify(null, payload, createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }), signature);
    } catch {
      return false;
    }
  });

/** A licence file read and checked: its shape, its signature by a trusted key, its installation, its period. */
export function readLicenceFile(text: string, trustedKeys: readonly string[], installationId: string, now = Date.now()): ReadLicence {
  const file = parsed(fileShape, text);
  const payload = Buffer.from(file.license, 'base64');
  if (!signedBy(payload, Buffer.from(file.signature, 'base64'), trustedKeys)) throw new AppError('licence_sign_wrong');
  const licence = parsed(signedLicence, payload.toString('utf8'));
  if (licence.installation_id !== installationId) throw new AppError('licence_cannot_apply');
  if (now > periodEnd(licence.period)) throw new AppError('licence_expired');
  return { licence, payload: file.license, signature: file.signature };
}

/**
 * The licence key of the browser stories: the e2e server trusts its public half (LICENCE_PUBLIC_KEYS in
 * playwright.config.ts) and the stories sign licence files with it. Made from a fixed seed, so the server
 * and every worker agree; no console outside the stories trusts it.
 */
import { createPrivateKey, createPublicKey, randomUUID, sign } from 'node:crypto';

const SEED = Buffer.alloc(32, 7);
const privateKey = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), SEED]), format: 'der', type: 'pkcs8' });

export const E2E_LICENCE_PUBLIC_KEY = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');

const ALL_FEATURES = ['sip', 'mobile_app', 'ukey2', 'elevator', 'amenity', 'license_plate', 'face_id', 'guest_identifier', 'sip_trunks', 'axxon_one', 'kone'];

/** A licence file for the installation giving every feature without limit, from `from` to `to` (epoch ms). */
export function e2eLicenceFile(installationId: string, issuer: string, period: { from: number; to: number }): string {
  const features = Object.fromEntries(ALL_FEATURES.map((feature) => [feature, { is_enabled: true, qty: null }]));
  const payload = Buffer.from(JSON.stringify({ id: randomUUID(), issuer, installation_id: installationId, issued_at: Date.now(), period, features }));
  return JSON.stringify({ license: payload.toString('base64'), signature: sign(null, payload, privateKey).toString('base64') });
}

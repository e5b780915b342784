/**
 * A wallet pass signing chain made for a test with node-forge (a stand-in for Apple's WWDR authority and the
 * Pass Type ID certificate it issues), and the checks a phone makes of a .pkpass: every file's SHA-1 in
 * manifest.json, and manifest.json's detached PKCS#7 signature verified against the test authority by the openssl CLI.
 *
 * @example
 * const chain = makeSigningChain();
 * const problems = verifyPass(await download(), chain.wwdr_certificate);
 */
import { execFileSync } from 'node:child_process';
import { type KeyObject, createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';

export interface SigningChain {
  wwdr_certificate: string;
  certificate: string;
  private_key: string;
  private_key_passphrase: string;
  /** Another key: it matches no certificate of the chain. */
  other_key: string;
  /** A certificate whose validity ended yesterday. */
  expired_certificate: string;
}

function openssl(dir: string, args: string[]) {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

// passkit-generator's own dependency, without types of its own.
const forge = createRequire(import.meta.url)('node-forge') as any;

const DAY = 86_400_000;

/** A certificate of `subject` for the public key, signed by the issuer's key (itself when none). */
function certificate(subject: string, publicKeyPem: string, signerKeyPem: string, issuer: string, from: number, to: number, authority = false) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `0${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(from);
  cert.validity.notAfter = new Date(to);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer }]);
  if (authority) cert.setExtensions([{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, digitalSignature: true }]);
  cert.sign(forge.pki.privateKeyFromPem(signerKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert) as string;
}

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }) as string;

export function makeSigningChain(passphrase = 'wallet-key-phrase'): SigningChain {
  const now = Date.now();
  const authority = rsa();
  const signer = rsa();
  const authorityKey = pem(authority.privateKey);
  const signerPublic = signer.publicKey.export({ type: 'spki', format: 'pem' }) as string;
  return {
    wwdr_certificate: certificate('Test WWDR', authority.publicKey.export({ type: 'spki', format: 'pem' }) as string, authorityKey, 'Test WWDR', now - DAY, now + 30 * DAY, true),
    certificate: certificate('Pass Type ID: pass.test.console', signerPublic, authorityKey, 'Test WWDR', now - DAY, now + 30 * DAY),
    private_key: signer.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }) as string,
    private_key_passphrase: passphrase,
    other_key: pem(rsa().privateKey),
    expired_certificate: certificate('Pass Type ID: pass.test.console', signerPublic, authorityKey, 'Test WWDR', now - 2 * DAY, now - DAY),
  };
}

export interface OpenedPass {
  files: Record<string, Uint8Array>;
  pass: Record<string, any>;
  /** Files whose SHA-1 differs from manifest.json's, or that it leaves out (none for a sound pass). */
  manifestMismatches: string[];
  /** Whether openssl verified signature over manifest.json against the authority. */
  signatureVerified: boolean;
}

/** Unzips a .pkpass and checks its manifest and signature as Wallet does. */
export function openPass(archive: Uint8Array, authority: string): OpenedPass {
  const files = unzipSync(archive);
  const manifest = JSON.parse(strFromU8(files['manifest.json'])) as Record<string, string>;
  const signed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
  const mismatches = signed.filter((name) => manifest[name] !== createHash('sha1').update(files[name]).digest('hex'));
  const extra = Object.keys(manifest).filter((name) => !signed.includes(name));
  return { files, pass: JSON.parse(strFromU8(files['pass.json'])), manifestMismatches: [...mismatches, ...extra], signatureVerified: verifySignature(files, authority) };
}

function verifySignature(files: Record<string, Uint8Array>, authority: string) {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-pass-'));
  try {
    writeFileSync(join(dir, 'manifest.json'), files['manifest.json']);
    writeFileSync(join(dir, 'signature'), files.signature);
    writeFileSync(join(dir, 'ca.pem'), authority);
    openssl(dir, ['smime', '-verify', '-binary', '-inform', 'DER', '-in', 'signature', '-content', 'manifest.json', '-CAfile', 'ca.pem', '-purpose', 'any', '-out', '/dev/null']);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

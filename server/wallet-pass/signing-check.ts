/**
 * The wallet pass signing settings checked on save (schemas/settings/wallet-signing.ts): each certificate
 * parses and is in date, and the private key opens with its passphrase and matches the signer's certificate.
 * A refusal names the field; nothing is written.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { AppError, errorField } from '../errors';
import type { WalletSigningSettings } from '../../schemas/settings/wallet-signing';

/**
 * The PEM block of `label` in `text`, wrapped as PEM readers expect: a key pasted into the form's password
 * field arrives on one line, its line breaks dropped by the input.
 */
export function pemBlock(text: string, label: RegExp): string | undefined {
  const match = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  if (!match || !label.test(match[1])) return undefined;
  const [, name, inner] = match;
  // An encrypted PKCS#1 key carries "Proc-Type" and "DEK-Info" headers before its body.
  const headers = inner.match(/[A-Za-z-]+: [^\s]+/g) ?? [];
  const body = inner.replace(/[A-Za-z-]+: [^\s]+/g, '').replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return [`-----BEGIN ${name}-----`, ...headers, ...(headers.length ? [''] : []), ...lines, `-----END ${name}-----`, ''].join('\n');
}

const CERTIFICATE = /^CERTIFICATE$/;
const PRIVATE_KEY = /PRIVATE KEY$/;

function certificateOf(text: string, field: string, now: Date) {
  const pem = pemBlock(text, CERTIFICATE);
  let certificate: X509Certificate;
  try {
    if (!pem) throw new Error('no certificate');
    certificate = new X509Certificate(pem);
  } catch {
    throw new AppError('wallet_certificate_invalid', { [field]: errorField('wallet_certificate_invalid') });
  }
  if (new Date(certificate.validFrom) > now || new Date(certificate.validTo) < now) {
    throw new AppError('wallet_certificate_expired', { [field]: errorField('wallet_certificate_expired') });
  }
  return certificate;
}

/** Refuses signing settings that could not sign a pass; all-empty settings (passes off) pass. */
export function assertSigningUsable(signing: WalletSigningSettings, now = new Date()) {
  if (!signing.certificate) return;
  const signer = certificateOf(signing.certificate, 'certificate', now);
  certificateOf(signing.wwdr_certificate, 'wwdr_certificate', now);
  const refused = () => new AppError('wallet_key_mismatch', { private_key: errorField('wallet_key_mismatch') });
  const pem = pemBlock(signing.private_key, PRIVATE_KEY);
  if (!pem) throw refused();
  try {
    if (!signer.checkPrivateKey(createPrivateKey({ key: pem, passphrase: signing.private_key_passphrase }))) throw refused();
  } catch {
    throw refused();
  }
}

/** The settings as the signer reads them: each PEM block re-wrapped. */
export function signingMaterial(signing: WalletSigningSettings) {
  return {
    signerCert: pemBlock(signing.certificate, CERTIFICATE) ?? '',
    signerKey: pemBlock(signing.private_key, PRIVATE_KEY) ?? '',
    signerKeyPassphrase: signing.private_key_passphrase || undefined,
    wwdr: pemBlock(signing.wwdr_certificate, CERTIFICATE) ?? '',
  };
}

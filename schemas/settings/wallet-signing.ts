/**
 * How the project signs Apple Wallet passes (001 §7 Identifiers "pkpass"): the Pass Type ID certificate Apple
 * issued to the project, its private key and passphrase (secrets, never echoed), Apple's WWDR intermediate
 * certificate, and the identifiers pass.json names. The appearance of a pass is per group (wallet-pass.ts).
 * Certificates are PEM text; the server checks on save that they parse, are in date and that the key matches
 * (server/wallet-pass/signing-check.ts). All empty: passes are not offered.
 */
import { z } from 'zod';
import { PROJECT_SETTINGS_ACCESS, defineSettingsSection } from '../define-settings-section';

const pem = z.string().max(20_000).default('');

export const walletSigningSettings = z
  .strictObject({
    pass_type_identifier: z.union([z.literal(''), z.string().max(255).regex(/^pass\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, 'wrong_format')]).default(''),
    team_identifier: z.union([z.literal(''), z.string().regex(/^[A-Z0-9]{10}$/, 'wrong_format')]).default(''),
    certificate: pem,
    private_key: pem,
    private_key_passphrase: z.string().max(1000).default(''),
    wwdr_certificate: pem,
  })
  .superRefine((signing, context) => {
    // Half a configuration signs nothing: once one part is given, every part is needed.
    const parts = ['pass_type_identifier', 'team_identifier', 'certificate', 'private_key', 'wwdr_certificate'] as const;
    if (parts.every((part) => signing[part] === '')) return;
    for (const part of parts) if (signing[part] === '') context.addIssue({ code: 'custom', message: 'required', path: [part] });
  });
export type WalletSigningSettings = z.infer<typeof walletSigningSettings>;

/** Whether passes can be signed at all (every part given; validity was checked when they were saved). */
export const isWalletSigningConfigured = (signing: WalletSigningSettings) => signing.certificate !== '' && signing.private_key !== '' && signing.wwdr_certificate !== '';

export const walletSigning = defineSettingsSection({
  name: 'wallet_signing',
  path: 'wallet-signing',
  scope: 'project',
  schema: walletSigningSettings,
  access: PROJECT_SETTINGS_ACCESS,
  secrets: ['private_key', 'private_key_passphrase'],
  form: [
    { id: 'identity', fields: ['pass_type_identifier', 'team_identifier'] },
    { id: 'certificates', fields: [{ name: 'certificate', multiline: true }, 'private_key', 'private_key_passphrase', { name: 'wwdr_certificate', multiline: true }] },
  ],
});

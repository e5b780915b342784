/**
 * The wallet pass of a group (000 §3.1 apple_wallet_settings: is_enabled, backfields (name, value),
 * background_color, barcode_alt_text, developer_name, developer_name_color, font_color): how the Apple Wallet
 * passes of the identifiers in the group look, set per group and inherited down the tree (the nearest group's
 * value applies). A pass is signed with the project's wallet_signing section (wallet-signing.ts); the server
 * builds it in server/wallet-pass/.
 */
import { z } from 'zod';
import { defineSettingsSection } from '../define-settings-section';
import type { IdentifierType } from '../identifier';

/** The identifier types a pass carries, as a QR code of their value that a panel's reader scans. */
export const WALLET_PASS_IDENTIFIER_TYPES = ['card', 'qr'] as const satisfies readonly IdentifierType[];

const colour = (fallback: string) => z.string().regex(/^#[0-9a-fA-F]{6}$/, 'wrong_format').default(fallback);

export const walletPassSettings = z.strictObject({
  is_enabled: z.boolean().default(true),
  /** Shown on the back of the pass, in order. */
  backfields: z.array(z.strictObject({ name: z.string().trim().min(1).max(100), value: z.string().trim().max(1000) })).max(20).default([]),
  background_color: colour('#1f3a5f'),
  font_color: colour('#ffffff'),
  /** The text under the QR code; empty: the identifier's value. */
  barcode_alt_text: z.string().trim().max(100).default(''),
  /** The issuer named on the pass (pass.json organizationName and logoText); empty: the project's name. */
  developer_name: z.string().trim().max(100).default(''),
  developer_name_color: colour('#c8d6e5'),
});
export type WalletPassSettings = z.infer<typeof walletPassSettings>;

export const walletPass = defineSettingsSection({
  name: 'wallet_pass',
  path: 'wallet-pass',
  scope: 'group',
  schema: walletPassSettings,
  // As the white label: the group's look, viewed with the management company and changed with the group's brand.
  access: { view: ['management_company.view'], change: 'groups.manage_own.white_label' },
  // backfields, a list of {name, value}, is set through the API: the generated form draws lists of texts only.
  form: [
    { id: 'pass', fields: ['is_enabled', 'developer_name', 'barcode_alt_text'] },
    { id: 'colours', fields: ['background_color', 'font_color', 'developer_name_color'] },
  ],
});

/** GET /identifiers/wallet-passes: the caller's own identifiers a pass can be downloaded for. */
export const ownWalletPasses = z.array(z.strictObject({ id: z.number().int(), name: z.string(), type: z.enum(WALLET_PASS_IDENTIFIER_TYPES) }));

/**
 * An identifier as an Apple Wallet pass (001 §7 Identifiers "pkpass"), built and signed by passkit-generator: a
 * generic pass with a QR code of the identifier's value, the holder's name and the identifier's name on its
 * front, the group's back fields behind, in the group's colours (schemas/settings/wallet-pass.ts), its labels
 * in English, Russian and Ukrainian (the phone shows its own language).
 */
import { type LocaleCode, locales, translate } from '../../locales';
import type { WalletPassSettings } from '../../schemas/settings/wallet-pass';
import type { WalletSigningSettings } from '../../schemas/settings/wallet-signing';
import { signingMaterial } from './signing-check';

export interface PassContent {
  identifier: { id: number; name: string; value: string };
  holder: string;
  /** The issuer when the group names none: the project's name. */
  project: string;
}

/** pass.json takes colours as rgb(r, g, b). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const LABELS = ['holder', 'identifier', 'description'] as const;
const label = (locale: LocaleCode, key: (typeof LABELS)[number]) => translate(locale, `resources.identifiers.messages.wallet_pass_${key}`);
/** Each label's English text is its key in every *.lproj/pass.strings: a phone in another language still reads English. */
const englishKey = (key: (typeof LABELS)[number]) => label('en', key);

/** The pass's icon (required by Wallet) at each scale, a plain square of the background colour. */
async function icons(background: string) {
  const { default: sharp } = await import('sharp');
  const files: Record<string, Buffer> = {};
  for (const [name, size] of [['icon.png', 29], ['icon@2x.png', 58], ['icon@3x.png', 87]] as const) {
    files[name] = await sharp({ create: { width: size, height: size, channels: 3, background } }).png().toBuffer();
  }
  return files;
}

export async function buildPass(signing: WalletSigningSettings, look: WalletPassSettings, content: PassContent): Promise<Buffer> {
  // Loaded on the first pass, not at start.
  const { PKPass } = await import('passkit-generator');
  const issuer = look.developer_name || content.project;
  const pass = new PKPass(await icons(look.background_color), signingMaterial(signing), {
    formatVersion: 1,
    passTypeIdentifier: signing.pass_type_identifier,
    teamIdentifier: signing.team_identifier,
    organizationName: issuer,
    logoText: issuer,
    description: englishKey('description'),
    serialNumber: `identifier-${content.identifier.id}`,
    backgroundColor: rgb(look.background_color),
    foregroundColor: rgb(look.font_color),
    labelColor: rgb(look.developer_name_color),
  });
  pass.type = 'generic';
  pass.primaryFields.push({ key: 'holder', label: englishKey('holder'), value: content.holder });
  pass.secondaryFields.push({ key: 'identifier', label: englishKey('identifier'), value: content.identifier.name });
  look.backfields.forEach((field, index) => pass.backFields.push({ key: `back_${index}`, label: field.name, value: field.value }));
  pass.setBarcodes({ message: content.identifier.value, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: look.barcode_alt_text || content.identifier.value });
  for (const locale of Object.keys(locales) as LocaleCode[]) {
    pass.localize(locale, Object.fromEntries(LABELS.map((key) => [englishKey(key), label(locale, key)])));
  }
  return pass.getAsBuffer();
}

/** Every project settings section (000 §3.13), in the order of the settings page's tabs. A new section is one line here. */
import { backups } from './backups';
import { broker } from './broker';
import { demo } from './demo';
import { general } from './general';
import { license } from './license';
import { mail } from './mail';
import { mobileSdk } from './mobile-sdk';
import { push } from './push';
import { sip } from './sip';
import { walletPass } from './wallet-pass';
import { walletSigning } from './wallet-signing';
import { whiteLabel } from './white-label';

export const SETTINGS_SECTIONS = { general, mail, sip, push, broker, mobile_sdk: mobileSdk, wallet_signing: walletSigning, license, backups, demo, white_label: whiteLabel, wallet_pass: walletPass } as const;
export type SectionName = keyof typeof SETTINGS_SECTIONS;

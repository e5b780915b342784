/** The `sip` project settings section, described in schemas/settings/sip.ts (the console draws its tab from there). */
export { type SipSettings, isCidr, sipSettings } from '../../schemas/settings/sip';

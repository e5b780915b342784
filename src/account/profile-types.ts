/** The current user's profile as GET /profile answers it (000 §3.3), and what the profile page changes. */
import type { IDENTIFIER_FORMATS, TIME_FORMATS } from '../../schemas/user';
import type { LocaleCode } from '../../locales';
import type { Profile } from '../../schemas/profile';

export type IdentifierFormat = (typeof IDENTIFIER_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

export interface ProfileDetails {
  phone: string;
  address: string;
  country: string;
  time_zone: string;
  identifier_format: IdentifierFormat;
  time_format: TimeFormat;
}

/** GET /profile's answer (schemas/profile.ts). */
export type ProfileRecord = Profile;

/** PATCH /profile: nested `profile` fields merge on the server, so only the page's own are sent. */
export interface ProfileChanges {
  name: string;
  email: string;
  locale: LocaleCode;
  profile: ProfileDetails;
}

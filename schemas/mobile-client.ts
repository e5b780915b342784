/**
 * Mobile clients (000 §3.2 "Mobile client info"): a phone on which a user's mobile app registered, with the SDK's
 * API key and the user's own sign-in (server/mobile-clients/). The push token is the server's only: never answered.
 */
import { z } from 'zod';

export const MOBILE_PLATFORMS = ['ios', 'android'] as const;

/** POST /mobile-clients: what the app sends; a vendor id already registered for this user updates that client. */
export const mobileClientRegistration = z.strictObject({
  platform: z.enum(MOBILE_PLATFORMS),
  info: z.string().trim().max(500).default(''),
  vendor_id: z.string().trim().min(1).max(200),
  push_token: z.string().trim().max(4096).default(''),
});
export type MobileClientRegistration = z.infer<typeof mobileClientRegistration>;

/** One client as users' pages show it (000 §3.2). */
export const mobileClientInfo = z.object({
  mobile_client_id: z.string(),
  platform: z.enum(MOBILE_PLATFORMS),
  info: z.string(),
  auth_at: z.string(),
  vendor_id: z.string(),
  /** The user's SIP number the app calls with (their first), if any. */
  sip_number: z.string().nullable(),
  /** The user's UKEY2 number, if any. */
  ukey2: z.string().nullable(),
});
export type MobileClientInfo = z.infer<typeof mobileClientInfo>;

export const mobileClientRegistered = z.object({ mobile_client_id: z.string() });

/** The header by which the app presents the mobile SDK's API key. */
export const MOBILE_SDK_KEY_HEADER = 'x-api-key';

/** The app's store pages (project settings → mobile SDK), for the "QR app store" dialog of any signed-in user. */
export const appStoreLinks = z.object({ app_store_url: z.string(), google_play_url: z.string() });
export type AppStoreLinks = z.infer<typeof appStoreLinks>;

/**
 * What the shell reads from the server besides the page: the server licence (GET /server/settings
 * `license`) and the signed-in user's profile (GET /profile: locale, `license_state`). Each is read once
 * per sign-in and shared; an answer the licence shapes do not accept counts as "not known" (everything
 * licensed, 000 §4.2 gating then rests on permissions alone), so a server without licensing still works.
 */
import { useQuery } from '@tanstack/react-query';
import { type ServerLicence, serverLicence, type UserLicenceState, userLicenceState } from '../../schemas/licence';
import { useHttp } from '../providers/http-context';
import type { Profile } from '../../schemas/profile';
import type { ServerSettings } from '../../schemas/server-settings';

const STALE_MS = 60_000;

/** GET /server/settings, read once per sign-in for the whole shell. */
function useServerSettings() {
  const http = useHttp();
  const { data } = useQuery({
    queryKey: ['shell', 'server-settings'],
    queryFn: () => http<{ data?: ServerSettings }>('GET', '/server/settings'),
    staleTime: STALE_MS,
    retry: false,
  });
  return data?.data;
}

export function useServerLicence(): ServerLicence | undefined {
  const parsed = serverLicence.safeParse(useServerSettings()?.license);
  return parsed.success ? parsed.data : undefined;
}

/** Whether the server can send e-mail; undefined until known (nothing is warned about then). */
export function useMailConfigured(): boolean | undefined {
  const configured = useServerSettings()?.is_mail_configured;
  return typeof configured === 'boolean' ? configured : undefined;
}

/** Whether wallet passes can be signed (project settings → wallet pass signing); false until known. */
export function useWalletPassConfigured(): boolean {
  return useServerSettings()?.is_wallet_pass_configured === true;
}

export interface OwnProfile {
  id?: number;
  locale?: string;
  licenceState?: UserLicenceState;
  /** How dates are written and in which zone (resources/date-time.ts). */
  timeFormat?: string;
  timeZone?: string;
}

/** The query of GET /profile, also refreshed by the profile page when it saves. */
export const OWN_PROFILE_QUERY = ['shell', 'profile'];

type ProfileAnswer = { data?: Profile };

export function useOwnProfile(): OwnProfile | undefined {
  const http = useHttp();
  const { data } = useQuery({
    queryKey: OWN_PROFILE_QUERY,
    queryFn: () => http<ProfileAnswer>('GET', '/profile'),
    staleTime: STALE_MS,
    retry: false,
  });
  if (!data?.data) return undefined;
  const parsed = userLicenceState.safeParse(data.data.license_state);
  const { profile } = data.data;
  return {
    id: data.data.id, locale: data.data.locale, licenceState: parsed.success ? parsed.data : undefined, timeFormat: profile?.time_format, timeZone: profile?.time_zone,
  };
}

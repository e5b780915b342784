/** Which account flows the server settings keep open (GET /server/settings). */
import type { ServerSettings } from './account-api';

export type AccountFlow = 'recovery' | 'registration' | 'invitation';

/**
 * Whether a flow is open, as the server decides it (server/account/flags.ts): simple and self-registration
 * need can_user_register_himself outside standalone mode (000 §4.2); invitations can_user_register_by_token.
 */
export function flowOpen(settings: Partial<ServerSettings> | undefined, flow: AccountFlow): boolean | undefined {
  if (!settings) return undefined;
  if (flow === 'recovery') return settings.can_user_recovery_password !== false;
  if (flow === 'invitation') return settings.can_user_register_by_token !== false;
  return settings.can_user_register_himself === true && settings.is_standalone_mode !== true;
}

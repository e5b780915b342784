/**
 * The server settings (GET /server/settings) that open or close the account flows. Read once per page
 * load and shared: the login page's links and the flow pages ask at the same time.
 */
import { useEffect, useState } from 'react';
import { accountApi, type ServerSettings } from './accountApi';

let pending: Promise<ServerSettings | undefined> | undefined;

function loadSettings() {
  pending ??= accountApi.serverSettings().catch(() => {
    pending = undefined; // try again on the next page
    return undefined;
  });
  return pending;
}

/** undefined while loading or when the server did not answer. */
export function useServerSettings(): ServerSettings | undefined {
  const [settings, setSettings] = useState<ServerSettings>();
  useEffect(() => {
    let live = true;
    loadSettings().then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

export type AccountFlow = 'recovery' | 'registration' | 'invitation';

/**
 * Whether a flow is open, as the server decides it (server/account/flags.ts): simple and self-registration
 * need can_user_register_himself outside standalone mode (000 §4.2); invitations can_user_register_by_token.
 */
export function flowOpen(settings: ServerSettings | undefined, flow: AccountFlow): boolean | undefined {
  if (!settings) return undefined;
  if (flow === 'recovery') return settings.can_user_recovery_password !== false;
  if (flow === 'invitation') return settings.can_user_register_by_token !== false;
  return settings.can_user_register_himself === true && settings.is_standalone_mode !== true;
}

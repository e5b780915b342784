/**
 * The server settings (GET /server/settings) that open or close the account flows. Read once per page
 * load and shared: the login page's links and the flow pages ask at the same time.
 */
import { useEffect, useState } from 'react';
import { type AccountApi, type ServerSettings, useAccountApi } from './account-api';

export { flowOpen } from './flows';

let pending: Promise<ServerSettings | undefined> | undefined;

function loadSettings(api: AccountApi) {
  pending ??= api.serverSettings().catch(() => {
    pending = undefined; // try again on the next page
    return undefined;
  });
  return pending;
}

/** undefined while loading or when the server did not answer. */
export function useServerSettings(): ServerSettings | undefined {
  const api = useAccountApi();
  const [settings, setSettings] = useState<ServerSettings>();
  useEffect(() => {
    let live = true;
    loadSettings(api).then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, [api]);
  return settings;
}

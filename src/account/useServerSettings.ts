/**
 * The server settings (GET /server/settings) that open or close the account flows. Read once per page
 * load and shared: the login page's links and the flow pages ask at the same time.
 */
import { useEffect, useState } from 'react';
import { accountApi, type ServerSettings } from './accountApi';

export { flowOpen } from './flows';

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

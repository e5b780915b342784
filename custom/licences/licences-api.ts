/** The licences page's calls (server/licensing/licence-routes.ts), over the page's client (useLicencesApi()). */
import { useMemo } from 'react';
import type { InstalledLicence, InstalledLicences } from '../../schemas/installed-licence';
import type { Http } from '../../src/providers/http';
import { useHttp } from '../../src/providers/http-context';

export type { InstalledLicence, LicenceStatus } from '../../schemas/installed-licence';

/** GET /licenses's answer (schemas/installed-licence.ts). */
export type Licences = InstalledLicences;

/** The calls over a client: useHttp()'s in the console, a test double in a test. */
export const licencesApi = (http: Http) => ({
  readLicences: () => http<Licences>('GET', '/licenses'),
  addLicence: (file: string) => http('POST', '/licenses', { body: { file } }),
  deleteLicence: (id: string) => http('DELETE', `/licenses/${encodeURIComponent(id)}`),
});

export function useLicencesApi() {
  const http = useHttp();
  return useMemo(() => licencesApi(http), [http]);
}

/** A licence's features as shown: those it gives, with their quantity (null: no limit). */
export const givenFeatures = (licence: InstalledLicence) =>
  Object.entries(licence.features)
    .filter(([, feature]) => feature?.is_enabled)
    .map(([name, feature]) => ({ name, qty: feature!.qty }));

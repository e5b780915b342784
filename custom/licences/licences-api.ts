/** The licences page's calls (server/licensing/licence-routes.ts). */
import type { InstalledLicence } from '../../schemas/installed-licence';
import type { LicenceWarning } from '../../schemas/licence';
import { http } from '../../src/providers';

export type { InstalledLicence, LicenceStatus } from '../../schemas/installed-licence';

export interface Licences {
  data: InstalledLicence[];
  installation_id: string;
  can_manage: boolean;
  /** The server licence as the console obeys it, with the warning every page shows from it. */
  in_effect: { issuer: string; period: { from: number; to: number }; warning: LicenceWarning };
}

export const readLicences = () => http<Licences>('GET', '/licenses');
export const addLicence = (file: string) => http('POST', '/licenses', { body: { file } });
export const deleteLicence = (id: string) => http('DELETE', `/licenses/${encodeURIComponent(id)}`);

/** A licence's features as shown: those it gives, with their quantity (null: no limit). */
export const givenFeatures = (licence: InstalledLicence) =>
  Object.entries(licence.features)
    .filter(([, feature]) => feature?.is_enabled)
    .map(([name, feature]) => ({ name, qty: feature!.qty }));

/**
 * SIP trunks beyond CRUD: a trunk pointing back at this server would loop every outside call, so its URI
 * may not name the project's own address (general settings' server URL) nor a loopback address.
 */
import { entityHooks } from '../crud/hooks';
import { sipTrunk } from '../../schemas/sip-trunk';
import { AppError, fieldMessage } from '../errors';
import { readSection } from '../settings/project-settings';

/** The host of a SIP URI: sip:[user@]host[:port][;params]. */
export function sipUriHost(uri: string): string {
  const afterScheme = uri.replace(/^sips?:/i, '');
  const hostPart = afterScheme.includes('@') ? afterScheme.slice(afterScheme.lastIndexOf('@') + 1) : afterScheme;
  return hostPart.replace(/^\[([^\]]+)\].*$/, '$1').replace(/[:;?].*$/, '').toLowerCase();
}

const isLoopback = (host: string) => host === 'localhost' || /^127\./.test(host) || host === '::1';

export const sipTrunkHooks = entityHooks(sipTrunk, {
  beforeWrite: [async ({ db, data }) => {
    if (typeof data.termination_uri !== 'string') return;
    const host = sipUriHost(data.termination_uri);
    const { server_url } = await readSection(db, 'general');
    const own = server_url ? new URL(server_url).hostname.toLowerCase() : undefined;
    if (isLoopback(host) || host === own) throw new AppError('trunk_uri_is_server', { termination_uri: fieldMessage('trunk_uri_is_server') });
  }],
});

/** An identifier's Apple Wallet pass (GET /identifiers/{id}/pkpass), saved as the .pkpass file the phone opens. */
import { downloadFile } from '../../resources/file-download';
import type { Http } from '../providers/http';
import { WALLET_PASS_IDENTIFIER_TYPES } from '../../schemas/settings/wallet-pass';

/** Whether a pass can carry the identifier: its type, and it still opens doors. */
export function carriesWalletPass(record: Record<string, unknown>) {
  return (WALLET_PASS_IDENTIFIER_TYPES as readonly unknown[]).includes(record.type) && !record.revoked && record.is_active !== false;
}

export function downloadWalletPass(http: Http, id: unknown) {
  return downloadFile(http, `/identifiers/${id}/pkpass`, {}, `identifier-${id}.pkpass`);
}

/**
 * "Wallet pass" on a card's or QR identifier's page: downloads it as a signed Apple Wallet pass. Shown only
 * while the project can sign passes (GET /server/settings is_wallet_pass_configured) and the identifier opens
 * doors; the page itself is shown only to those who may view the identifier, as the server's route requires.
 */
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useWalletPassConfigured } from '../layout/use-shell-data';
import { useHttp } from '../providers/http-context';
import type { PageActionProps } from '../../resources/page-action-registry';
import { carriesWalletPass, downloadWalletPass } from './wallet-pass-download';

export default function IdentifierWalletPassButton(_props: PageActionProps) {
  const http = useHttp();
  const record = useRecordContext();
  const notify = useNotify();
  const configured = useWalletPassConfigured();
  if (!record || !configured || !carriesWalletPass(record)) return null;

  const download = () => downloadWalletPass(http, record.id).catch((error: Error) => notify(error.message, { type: 'error' }));
  return <Button label="resources.identifiers.messages.wallet_pass" onClick={download} />;
}

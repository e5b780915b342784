/** The "guest access URL" dialog (000 §2.7): the pass's public link in the shared text copy dialog. */
import { useTranslate } from 'react-admin';
import { TextCopyDialog } from '../../src/dialogs/text-copy-dialog';
import { guestUrl } from './guest-url';

export function GuestUrlDialog({ keyId, onClose }: { keyId: string | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <TextCopyDialog
      open={keyId !== null}
      title={translate('guest_access.url_dialog.title')}
      description={translate('guest_access.url_dialog.text')}
      value={keyId ? guestUrl(keyId) : ''}
      onClose={onClose}
      copiedMessage="guest_access.url_dialog.copied"
    />
  );
}

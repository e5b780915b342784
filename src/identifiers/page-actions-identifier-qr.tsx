/**
 * "QR code" on a QR identifier's page: the spec's QR preview, the shared image preview dialog showing the image
 * the server draws (GET /identifiers/{id}/qr), with a download of the same PNG.
 */
import { useEffect, useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { fetchBlob } from '../../resources/file-download';
import { ImagePreviewDialog } from '../dialogs/image-preview-dialog';
import { useHttp } from '../providers/http-context';
import type { PageActionProps } from '../../resources/page-action-registry';

function useQrImage(id: unknown, open: boolean) {
  const http = useHttp();
  const notify = useNotify();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!open) return undefined;
    let objectUrl: string | undefined;
    fetchBlob(http, `/identifiers/${id}/qr`)
      .then((blob) => setUrl((objectUrl = URL.createObjectURL(blob))))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [http, id, open, notify]);
  return url;
}

export default function IdentifierQrButton(_props: PageActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const url = useQrImage(record?.id, open);
  if (!record || record.type !== 'qr') return null;

  const title = translate('resources.identifiers.messages.qr_title', { name: record.name });
  return (
    <>
      <Button label="resources.identifiers.messages.qr" onClick={() => setOpen(true)} />
      <ImagePreviewDialog
        open={open}
        title={title}
        url={url}
        width={256}
        height={256}
        downloadName={`identifier-${record.id}-qr.png`}
        downloadLabel={translate('resources.identifiers.messages.qr_download')}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

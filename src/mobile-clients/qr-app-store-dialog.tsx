/**
 * The "QR app store" dialog (000 §2.7): a QR code of each store link set in project settings → mobile SDK, drawn
 * here as SVG (no server round trip, no canvas), with the link itself beside it.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AppStoreLinks } from '../../schemas/mobile-client';
import { useHttp } from '../providers/http-context';
import { appStoreLinksOf } from './mobile-clients-api';

type Store = keyof AppStoreLinks;
const STORES: Store[] = ['app_store_url', 'google_play_url'];

function StoreCode({ store, url }: { store: Store; url: string }) {
  const translate = useTranslate();
  const [svg, setSvg] = useState<string>();
  useEffect(() => void QRCode.toString(url, { type: 'svg', margin: 1 }).then(setSvg), [url]);
  const name = translate(`mobile_clients.stores.${store}`);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle2">{name}</Typography>
      {svg && <Box component="img" alt={name} width={180} height={180} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} />}
      <Link href={url} target="_blank" rel="noreferrer" variant="caption" sx={{ wordBreak: 'break-all' }}>{url}</Link>
    </Stack>
  );
}

export function QrAppStoreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const http = useHttp();
  const id = useId();
  const [links, setLinks] = useState<AppStoreLinks>();
  useEffect(() => {
    if (open) appStoreLinksOf(http).then(setLinks, () => setLinks({ app_store_url: '', google_play_url: '' }));
  }, [http, open]);
  const set = STORES.filter((store) => links?.[store]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{translate('mobile_clients.app_store_title')}</DialogTitle>
      <DialogContent>
        {links && !set.length && <Typography>{translate('mobile_clients.no_stores')}</Typography>}
        {set.length > 0 && <Typography gutterBottom>{translate('mobile_clients.app_store_hint')}</Typography>}
        <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
          {set.map((store) => <StoreCode key={store} store={store} url={links![store]} />)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('shell.dialogs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

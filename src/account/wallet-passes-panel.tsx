/**
 * The profile's wallet passes: the signed-in user's own cards and QR identifiers, each downloaded as an Apple
 * Wallet pass (GET /identifiers/wallet-passes, then /identifiers/{id}/pkpass). A resident may hold no view
 * permission on identifiers; the holder may still have their own pass. Hidden when there is none to offer.
 */
import WalletIcon from '@mui/icons-material/Wallet';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useHttp } from '../providers/http-context';
import type { z } from 'zod';
import type { ownWalletPasses } from '../../schemas/settings/wallet-pass';
import { downloadWalletPass } from '../identifiers/wallet-pass-download';

type OwnPasses = z.infer<typeof ownWalletPasses>;

export function WalletPassesPanel() {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const { data: passes = [] } = useQuery({
    queryKey: ['profile', 'wallet-passes'],
    queryFn: async () => (await http<{ data: OwnPasses }>('GET', '/identifiers/wallet-passes')).data,
    retry: false,
  });
  if (!passes.length) return null;

  const download = (id: number) => downloadWalletPass(http, id).catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Box component="section" aria-labelledby="wallet-passes-title" sx={{ mt: 3 }}>
      <Typography id="wallet-passes-title" variant="h6">
        {translate('resources.identifiers.messages.wallet_passes')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.identifiers.messages.wallet_passes_help')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {passes.map((pass) => (
          <Button key={pass.id} variant="outlined" startIcon={<WalletIcon />} onClick={() => download(pass.id)}>
            {pass.name}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

/** /guest-access (000 §2.4): the caller's guest passes with their state, a grant button and each pass's link. */
import { Box, Button, Card, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { useOpenPage } from '../../src/navigation/useOpenPage';
import { type GuestPassState, guestApi } from './guest-api';
import { GuestUrlDialog } from './GuestUrlDialog';

const STATE_COLOUR: Record<GuestPassState, 'success' | 'default' | 'warning' | 'error'> = {
  valid: 'success', not_yet_valid: 'default', expired: 'error', pass_limit_reached: 'warning',
};

export default function GuestPassListPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const openPage = useOpenPage();
  const [linkOf, setLinkOf] = useState<string | null>(null);
  const passes = useQuery({ queryKey: ['guest-passes'], queryFn: guestApi.list });
  const time = (iso: string) => new Date(iso).toLocaleString(locale);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('guest_access.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" onClick={() => openPage('/guest-access/add')}>{translate('guest_access.add')}</Button>
      </Box>
      <Card>
        {passes.isPending && <Loading />}
        {passes.data?.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{translate('guest_access.empty')}</Typography>}
        {!!passes.data?.length && (
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['name', 'valid_from', 'valid_to', 'passes_left', 'state'] as const).map((column) => <TableCell key={column}>{translate(`guest_access.columns.${column}`)}</TableCell>)}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {passes.data.map((pass) => (
                <TableRow key={pass.id} data-testid="guest-pass-row">
                  <TableCell>{pass.name}</TableCell>
                  <TableCell>{time(pass.period_restrict_from)}</TableCell>
                  <TableCell>{time(pass.period_restrict_to)}</TableCell>
                  <TableCell>{pass.passes_left ?? '∞'}</TableCell>
                  <TableCell><Chip size="small" color={STATE_COLOUR[pass.state]} label={translate(`guest_access.states.${pass.state}`)} /></TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setLinkOf(pass.key_id)}>{translate('guest_access.actions.link')}</Button>
                    <Button size="small" onClick={() => openPage(`/guest-access/${pass.id}/edit`)}>{translate('guest_access.actions.edit')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <GuestUrlDialog keyId={linkOf} onClose={() => setLinkOf(null)} />
    </Box>
  );
}

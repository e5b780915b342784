/** The blocked addresses (001 §7 "banned", "unban"): address, cause (000 §3.13), times in the user's format, and Unblock for those who may. */
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { type IpBlock, useIpBlockingApi } from './ip-blocking-api';
import { IP_BLOCKING_QUERY } from './ip-blocking-query';

export function BlockedAddresses({ canChange }: { canChange: boolean }) {
  const { readBlocked, unblock } = useIpBlockingApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: [...IP_BLOCKING_QUERY, 'blocked'], queryFn: readBlocked });
  const lift = async (ip: string) => {
    try {
      await unblock(ip);
      notify('ip_blocking.blocked.unblocked', { type: 'info', messageArgs: { ip } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: IP_BLOCKING_QUERY });
  };
  return (
    <Card component="section" aria-labelledby="ip-blocking-blocked">
      <CardContent>
        <Typography id="ip-blocking-blocked" variant="h6" component="h2" gutterBottom>
          {translate('ip_blocking.blocked.title')}
        </Typography>
        {data && !data.length ? (
          <Typography color="text.secondary">{translate('ip_blocking.blocked.empty')}</Typography>
        ) : (
          <BlockTable blocks={data ?? []} onUnblock={canChange ? lift : undefined} />
        )}
      </CardContent>
    </Card>
  );
}

function BlockTable({ blocks, onUnblock }: { blocks: IpBlock[]; onUnblock?: (ip: string) => void }) {
  const translate = useTranslate();
  const dates = useDateTimeSettings();
  return (
    <Table size="small" aria-label={translate('ip_blocking.blocked.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ip_blocking.blocked.address')}</TableCell>
          <TableCell>{translate('ip_blocking.blocked.cause')}</TableCell>
          <TableCell>{translate('ip_blocking.blocked.blocked_at')}</TableCell>
          <TableCell>{translate('ip_blocking.blocked.until')}</TableCell>
          {onUnblock && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {blocks.map((block) => (
          <TableRow key={block.ip}>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{block.ip}</TableCell>
            <TableCell>{translate(`ip_blocking.causes.${block.cause}`)}</TableCell>
            <TableCell>{formatDateTime(block.blocked_at, dates)}</TableCell>
            <TableCell>{formatDateTime(block.until, dates)}</TableCell>
            {onUnblock && (
              <TableCell align="right">
                <Button size="small" startIcon={<LockOpenIcon />} onClick={() => onUnblock(block.ip)} aria-label={`${translate('ip_blocking.blocked.unblock')} ${block.ip}`}>
                  {translate('ip_blocking.blocked.unblock')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

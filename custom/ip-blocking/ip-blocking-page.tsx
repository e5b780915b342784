/**
 * /ip-blocking (000 §2.8 "IP blocking (blocked list and whitelist)"; 001 §7 "IP blocking: status, banned,
 * whitelist, unban"): how blocking is set up and the reader's own address, the blocked addresses with their cause
 * and times, and the whitelist. Those with project_settings.change unblock and edit the whitelist (the status
 * call says so); IP_WHITELIST's entries show read-only.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { BlockedAddresses } from './blocked-addresses';
import { durationParts } from './duration-text';
import { type IpBlockingStatus, useIpBlockingApi } from './ip-blocking-api';
import { IP_BLOCKING_QUERY } from './ip-blocking-query';
import { WhitelistCard } from './whitelist-card';

export default function IpBlockingPage() {
  const { readStatus } = useIpBlockingApi();
  const translate = useTranslate();
  const { data: status } = useQuery({ queryKey: [...IP_BLOCKING_QUERY, 'status'], queryFn: readStatus });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('ip_blocking.title')} />
      <Typography variant="h5" component="h1">
        {translate('ip_blocking.title')}
      </Typography>
      {status && <StatusCard status={status} />}
      {status && <BlockedAddresses canChange={status.can_change} />}
      {status && <WhitelistCard canChange={status.can_change} />}
    </Box>
  );
}

function StatusCard({ status }: { status: IpBlockingStatus }) {
  const translate = useTranslate();
  const duration = (seconds: number) => {
    const { unit, count } = durationParts(seconds);
    return translate(`ip_blocking.units.${unit}`, { smart_count: count });
  };
  const { block_after, block_seconds, failure_window } = status.settings;
  return (
    <Card component="section" aria-labelledby="ip-blocking-status">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="ip-blocking-status" variant="h6" component="h2">
          {translate('ip_blocking.status.title')}
        </Typography>
        <Typography>{translate('ip_blocking.status.rule', { attempts: block_after, block: duration(block_seconds), window: duration(failure_window) })}</Typography>
        <Typography data-testid="own-address">
          {translate('ip_blocking.status.your_address')}: <code>{status.ip}</code> (
          {status.whitelisted_by ? translate('ip_blocking.status.whitelisted_by', { entry: status.whitelisted_by }) : translate('ip_blocking.status.not_whitelisted')})
        </Typography>
      </CardContent>
    </Card>
  );
}

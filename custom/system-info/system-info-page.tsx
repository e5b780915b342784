/**
 * /system-info (000 §2.5, system_info.view): the server's version and domain, versions and disk use
 * (SystemFactsCard), and the device broker's and the SIP service's status with their restarts.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import { InfoRow } from './info-row';
import { SipServiceCard } from './sip-service-card';
import { ScheduledJobsCard } from './scheduled-jobs-card';
import { BrokerServiceCard } from './broker-service-card';
import { SystemFactsCard } from './system-facts-card';

export default function SystemInfoPage() {
  const http = useHttp();
  const translate = useTranslate();
  const [server, setServer] = useState<{ version: string; domain: string }>();
  useEffect(() => {
    http<{ data: { version: string; domain: string } }>('GET', '/server/info').then((answer) => setServer(answer.data), () => undefined);
  }, [http]);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Title title={translate('system_info.title')} />
      <Typography variant="h5" component="h1">
        {translate('system_info.title')}
      </Typography>
      <Card component="section" aria-labelledby="server-info-title">
        <CardContent>
          <Typography id="server-info-title" variant="h6" component="h2" gutterBottom>
            {translate('system_info.server.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <InfoRow label={translate('system_info.server.version')}>
              <span data-testid="server-version">{server?.version ?? '…'}</span>
            </InfoRow>
            <InfoRow label={translate('system_info.server.domain')}>{server?.domain ?? '…'}</InfoRow>
          </Box>
        </CardContent>
      </Card>
      <SystemFactsCard />
      <BrokerServiceCard />
      <SipServiceCard />
      <ScheduledJobsCard />
    </Box>
  );
}

/** Versions of the console, its runtime and database, and the disk the database and uploaded files take (GET /system/info). */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useHttp } from '../../src/providers/http-context';
import type { SystemFacts } from '../../schemas/system-answers';
import { formatBytes } from './bytes-view';
import { InfoRow } from './info-row';

export function SystemFactsCard() {
  const http = useHttp();
  const translate = useTranslate();
  const locale = useLocale();
  const [facts, setFacts] = useState<SystemFacts>();
  const t = (key: string) => translate(`system_info.facts.${key}`);
  useEffect(() => {
    http<{ data: SystemFacts }>('GET', '/system/info').then((answer) => setFacts(answer.data), () => undefined);
  }, [http]);
  const bytes = (value: number | null) => (value === null ? t('in_memory') : formatBytes(value, locale, translate));
  return (
    <Card component="section" aria-labelledby="system-facts-title">
      <CardContent>
        <Typography id="system-facts-title" variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <InfoRow label={t('product')}>{facts?.version ?? '…'}</InfoRow>
          <InfoRow label={t('runtime')}>{facts?.node ?? '…'}</InfoRow>
          <InfoRow label={t('database')}>{facts?.database.version ?? '…'}</InfoRow>
          <InfoRow label={t('database_size')}>
            <span data-testid="database-size">{facts ? bytes(facts.database.size_bytes) : '…'}</span>
          </InfoRow>
          <InfoRow label={t('files_size')}>{facts ? bytes(facts.files.size_bytes) : '…'}</InfoRow>
        </Box>
      </CardContent>
    </Card>
  );
}

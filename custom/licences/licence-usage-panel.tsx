/**
 * Home's licence tile (000 §3.13 licence counts): each per-user feature's holders against the licensed
 * quantity, in words and in bars, linking to the licences page. Shown only to those whose menu shows it.
 */
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useMenuShows } from '../../src/menu/use-menu-shows';
import { registerHomePanel } from '../../src/pages/home-panels';
import { HomeTile } from '../../src/pages/home-tile';
import { type FeatureUsage, useLicenceUsage } from './licence-usage';

const LicenceUsageChart = lazy(() => import('./licence-usage-chart'));

function UsageLine({ usage, name }: { usage: FeatureUsage; name: string }) {
  const translate = useTranslate();
  const figure = usage.limit === null ? translate('home.licences.unlimited', { used: usage.used }) : translate('home.licences.used', { used: usage.used, limit: usage.limit });
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2">{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {figure}
      </Typography>
    </Stack>
  );
}

export function LicenceUsagePanel() {
  const translate = useTranslate();
  const enabled = useMenuShows('/licenses');
  const { data: usage } = useLicenceUsage(enabled);
  if (!enabled) return null;
  const names = usage?.map((row) => translate(`licences.features.${row.feature}`)) ?? [];
  return (
    <HomeTile title={translate('home.licences.title')} to="/licenses" wide>
      {usage && !usage.length && <Typography color="text.secondary">{translate('home.licences.none')}</Typography>}
      {usage && usage.length > 0 && (
        // Side by side only where the tile is wide (HomeTile: two columns on a large screen).
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flex: { lg: '1 1 0' }, minWidth: 0 }} aria-label={translate('home.licences.title')}>
            {usage.map((row, i) => (
              <UsageLine key={row.feature} usage={row} name={names[i]} />
            ))}
          </Box>
          <Box sx={{ flex: { lg: '1 1 0' }, minWidth: 0 }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={120} />}>
              <LicenceUsageChart usage={usage} names={names} series={{ used: translate('home.licences.used_series'), free: translate('home.licences.free_series') }} />
            </Suspense>
          </Box>
        </Stack>
      )}
    </HomeTile>
  );
}

registerHomePanel(50, LicenceUsagePanel);

/**
 * The management company in the console's header (issue 38 item 1, 000 §3.1 whitelabel_settings): the logo and
 * name of the company that applies to the signed-in user (GET /white-label: the enabled one set nearest to their
 * groups), nothing when none does. Read once per sign-in; the logo is a public, immutable image.
 */
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useHttp } from '../providers/http-context';

interface Company {
  name: string;
  logo: string;
}

export function CompanyBrand() {
  const http = useHttp();
  const [company, setCompany] = useState<Company | null>(null);
  useEffect(() => {
    let live = true;
    // No company, or the answer failed: the header stays the console's own.
    http<{ data: Company | null }>('GET', '/white-label').then(
      (answer) => live && setCompany(answer.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http]);
  if (!company || (!company.logo && !company.name)) return null;
  return (
    <Box data-testid="company-brand" sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 1, minWidth: 0 }}>
      {company.logo && <Box component="img" src={company.logo} alt={company.name} sx={{ height: 32, maxWidth: 128, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 0.5, p: 0.25 }} />}
      {company.name && (
        <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 200 }}>
          {company.name}
        </Typography>
      )}
    </Box>
  );
}

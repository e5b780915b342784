/**
 * The frame of every public account page: a centred card with the title, a language switcher (visitors
 * have no profile to take it from) and the links back to sign in and to the terms.
 */
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, LocalesMenuButton, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../providers/redirects';
import { TERMS_PATH } from './paths';

export function AccountCard({ title, children, footer = true }: { title: string; children: ReactNode; footer?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480, mt: { xs: 2, sm: 8 } }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="h5" component="h1">
              {translate(title)}
            </Typography>
            <LocalesMenuButton />
          </Stack>
          {children}
          {footer && (
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
              <MuiLink component={Link} to={LOGIN_PATH} variant="body2">
                {translate('account.links.back_to_sign_in')}
              </MuiLink>
              <MuiLink component={Link} to={TERMS_PATH} variant="body2">
                {translate('account.links.terms')}
              </MuiLink>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

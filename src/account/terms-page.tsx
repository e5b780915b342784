/**
 * /terms-and-conditions (000 §2.3): the static document /terms/{locale}.html (public/terms/), in the active
 * language, English when that one is missing. It is read and shown inline rather than framed: the server
 * forbids framing (X-Frame-Options DENY). Only the document's body is kept, without scripts.
 */
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { AccountCard } from './account-card';
import { ErrorAlert } from './outcome';

const termsUrl = (locale: string) => `/terms/${locale}.html`;

async function fetchTerms(locale: string): Promise<string> {
  for (const candidate of [locale, 'en']) {
    const response = await fetch(termsUrl(candidate));
    const type = response.headers.get('content-type') ?? '';
    // The console answers index.html for unknown paths: only a real terms document counts.
    if (response.ok && type.includes('html')) {
      const html = await response.text();
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      const heading = body.querySelector('h1');
      if (heading) {
        heading.remove(); // the card's title says it
        body.querySelectorAll('script, iframe, object, embed').forEach((element) => element.remove());
        return body.innerHTML;
      }
    }
  }
  throw new Error('account.terms.missing');
}

export default function TermsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [html, setHtml] = useState<string>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let live = true;
    setError(undefined);
    fetchTerms(locale).then(
      (text) => live && setHtml(text),
      (failure) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  return (
    <AccountCard title="account.terms.title">
      <ErrorAlert error={error} />
      {html === undefined && !error && <Typography color="text.secondary">{translate('account.loading')}</Typography>}
      {/* Our own static file from this origin, scripts removed above. */}
      {html !== undefined && <Box className="terms-document" sx={{ '& h1': { typography: 'h6' }, '& h2': { typography: 'subtitle1', fontWeight: 600 }, typography: 'body2' }} dangerouslySetInnerHTML={{ __html: html }} />}
      <MuiLink href={termsUrl(locale)} target="_blank" rel="noopener" variant="body2">
        {translate('account.terms.open')}
      </MuiLink>
    </AccountCard>
  );
}

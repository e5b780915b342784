/**
 * The signed-in shell (000 §2.1): top bar, side menu, the licence warning above every page, the page.
 * Loaded lazily by App.tsx, so the login page does not download it.
 */
import { type ReactNode, useEffect } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { LiveChannel } from '../live/LiveChannel';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import { LicenceWarningBanner } from './LicenceWarningBanner';
import { useProfileLocale } from './useProfileLocale';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const title = translate('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useProfileLocale();
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      <LiveChannel>
        <LicenceWarningBanner />
        {children}
      </LiveChannel>
    </Layout>
  );
}

export default ConsoleLayout;

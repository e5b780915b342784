/**
 * The signed-in shell (000 §2.1): top bar, side menu, the licence warning above every page, the page.
 * Loaded lazily by app.tsx, so the login page does not download it.
 */
import { type ReactNode, useEffect } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { LiveChannel } from '../live/live-channel';
import { ConsoleAppBar } from './console-app-bar';
import { ConsoleMenu } from './console-menu';
import { LicenceWarningBanner } from './licence-warning-banner';
import { useListScreensAhead } from './list-screens-ahead';
import { useProfileLocale } from './use-profile-locale';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const title = translate('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useProfileLocale();
  useListScreensAhead();
  return (
    // The page may be no wider than the window: react-admin's layout is at least as wide as its content
    // (fit-content) and a flex item grows to its content's width by default, so a table too wide (a 55-letter
    // login) widened the page instead of scrolling inside its own box (table-fit.ts).
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sx={{ minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } }}>
      <LiveChannel>
        <LicenceWarningBanner />
        {children}
      </LiveChannel>
    </Layout>
  );
}

export default ConsoleLayout;

/** The signed-in shell (000 §2.1): title bar with the language switcher, side menu, page. */
import { type ReactNode, useEffect } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import { LiveChannel } from '../live/LiveChannel';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const title = translate('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      <LiveChannel>{children}</LiveChannel>
    </Layout>
  );
}

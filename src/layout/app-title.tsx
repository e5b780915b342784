/** The product's name in the user's language, react-admin's default page title. */
import { useTranslate } from 'react-admin';

export function AppTitle() {
  return <>{useTranslate()('app.title')}</>;
}

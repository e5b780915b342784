/**
 * The console: react-admin with our providers, the sign-in pages, /home, and the screens generated from
 * schemas/ (resources/). Browser-style URLs (/users/3, /login?redirect=…): the server answers index.html
 * for every non-API path.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { entityResources } from '../resources';
import { publicRoutes, signedInRoutes } from './account/routes';
import { notificationRoutes } from './notifications/routes';
import { AppTitle } from './layout/AppTitle';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ChooseProjectPage } from './pages/ChooseProjectPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RedirectHome } from './pages/RedirectHome';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { CHOOSE_PROJECT_PATH, HOME_PATH } from './providers/redirects';

export function App() {
  return (
    <BrowserRouter>
      <Admin
        title={<AppTitle />}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={ConsoleLayout}
        dashboard={RedirectHome}
        catchAll={NotFoundPage}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path={CHOOSE_PROJECT_PATH} element={<ChooseProjectPage />} />
          {publicRoutes}
        </CustomRoutes>
        <CustomRoutes>
          <Route path={HOME_PATH} element={<HomePage />} />
          {signedInRoutes}
          {notificationRoutes}
        </CustomRoutes>
        {entityResources()}
      </Admin>
    </BrowserRouter>
  );
}

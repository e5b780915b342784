/**
 * The console: react-admin with our providers, the public and sign-in pages, the signed-in shell and the
 * screens generated from schemas/ (resources/). Browser-style URLs (/users/3, /login?redirect=…): the
 * server answers index.html for every non-API path.
 *
 * Guards (000 §2.2): react-admin's requireAuth sends visitors to /login?redirect=… (authProvider.checkAuth)
 * for everything but the `noLayout` custom routes, which it always renders: those are the public pages.
 * Login-type public pages send signed-in users to /home (SignedOutOnly).
 *
 * Code splitting (issue 4): the login page needs react-admin, the providers and LoginPage only; the shell,
 * the pages and the generated screens (with the form stack) are lazy chunks loaded after sign-in. The
 * resources come from <Admin>'s function child (react-admin calls it once the permissions are known and
 * waits for its promise), so the entity descriptions (zod and every schema) load after sign-in too.
 */
import { cloneElement, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { Admin, CustomRoutes, Loading } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import type { Entity } from '../schemas/define-entity';
import type { pathsWithoutPage as PathsWithoutPageFn } from './menu/menu-paths';
import { customRoutes } from '../custom/routes';
import { publicRoutes, signedInRoutes } from './account/routes';
import { notificationRoutes } from './notifications/routes';
import { communicationPublicRoutes, communicationRoutes } from './communications/routes';
import { AppTitle } from './layout/app-title';
import { ConsoleNotification } from './layout/console-notification';
import { consoleTheme } from './layout/theme';
import { LoginPage } from './pages/login-page';
import { RedirectHome } from './pages/redirect-home';
import { SignedOutOnly } from './pages/signed-out-only';
import { authProvider, dataProvider, http, i18nProvider } from './providers';
import { HttpProvider } from './providers/http-context';
import { createConsoleQueryClient } from './providers/query-client';
import { CHOOSE_PROJECT_PATH, HOME_PATH, isLoginTypePage } from './providers/redirects';

const queryClient = createConsoleQueryClient();

const ConsoleLayout = lazy(() => import('./layout/console-layout'));
const ChooseProjectPage = lazy(() => import('./pages/choose-project-page').then((module) => ({ default: module.ChooseProjectPage })));
const HomePage = lazy(() => import('./pages/home-page').then((module) => ({ default: module.HomePage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((module) => ({ default: module.NotFoundPage })));
const NotYetAvailablePage = lazy(() => import('./pages/not-yet-available-page'));

function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <ConsoleLayout>{children}</ConsoleLayout>
    </Suspense>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** The path a <Route> element serves, as an absolute path without parameters' optional marks. */
const routePath = (route: ReactElement) => String((route.props as { path?: string }).path ?? '');

type PathsWithoutPage = typeof PathsWithoutPageFn;

/** Public pages render for anyone; the login-type ones only while signed out. */
function guardedPublicRoutes(): ReactElement[] {
  return publicRoutes.map((route) => {
    const staticPart = routePath(route).split('/:')[0];
    if (!isLoginTypePage(staticPart)) return route;
    const { element } = route.props as { element: ReactNode };
    return cloneElement(route as ReactElement<{ element: ReactNode }>, { element: <SignedOutOnly>{element}</SignedOutOnly> });
  });
}

/** Menu items whose pages come later open the "not yet available" page (registered after real routes). */
function notYetAvailableRoutes(entities: readonly Entity[], pathsWithoutPage: PathsWithoutPage): ReactElement[] {
  const served = [HOME_PATH, ...[...signedInRoutes, ...notificationRoutes, ...communicationRoutes, ...customRoutes].map(routePath)];
  return pathsWithoutPage(
    entities.map((entity) => entity.route ?? entity.path),
    served,
  ).map((path) => <Route key={path} path={path} element={<NotYetAvailablePage />} />);
}

/**
 * The generated resources and the pages still to come, which need the entity descriptions and the menu's
 * rules (zod, through the licence shapes), the registries' contributors and the signed-in pages' English:
 * loaded lazily.
 */
async function describedRoutes(): Promise<ReactElement[]> {
  // react-admin renders no signed-in page until these routes are known: the shell and Home load meanwhile,
  // not one after the other behind them (a failure here is left to their lazy loads, which try again).
  for (const load of [() => import('./layout/console-layout'), () => import('./pages/home-page')]) void load().catch(() => undefined);
  const [{ consoleEntities }, { entityResources }, { pathsWithoutPage }] = await Promise.all([
    import('../schemas'),
    import('../resources'),
    import('./menu/menu-paths'),
    i18nProvider.completeMessages(),
    // What custom pages and entity modules add to the generated pages (open registries: resources/ never imports them).
    import('./extensions'),
  ]);
  return [
    ...entityResources(),
    <CustomRoutes key="not-yet-available">{notYetAvailableRoutes(consoleEntities, pathsWithoutPage)}</CustomRoutes>,
  ];
}

export function App() {
  return (
    <BrowserRouter>
      {/* The client for non-CRUD calls (useHttp), beside react-admin's providers; tests give a double. */}
      <HttpProvider http={http}>
        <Admin
          title={<AppTitle />}
          theme={consoleTheme}
          dataProvider={dataProvider}
          queryClient={queryClient}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          loginPage={LoginPage}
          layout={ShellLayout}
          notification={ConsoleNotification}
          dashboard={RedirectHome}
          catchAll={NotFoundPage}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route
              path={CHOOSE_PROJECT_PATH}
              element={
                <Lazy>
                  <ChooseProjectPage />
                </Lazy>
              }
            />
            {guardedPublicRoutes()}
            {communicationPublicRoutes}
          </CustomRoutes>
          <CustomRoutes>
            <Route path={HOME_PATH} element={<HomePage />} />
            {signedInRoutes}
            {notificationRoutes}
            {communicationRoutes}
            {customRoutes}
          </CustomRoutes>
          {describedRoutes}
        </Admin>
      </HttpProvider>
    </BrowserRouter>
  );
}

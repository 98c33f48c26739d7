import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PageEntry, PageRegistry } from '@pepper/contract';
import { isRemotePage, isSendOnPage, PAGES } from '@pepper/contract/pages';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  BrowserRouter,
  Navigate,
  PageTexts,
  Route,
  Routes,
  useLocation,
  type PageTextOf,
} from '@pepper/router';
import { QueriedPageTexts } from './page-texts';
import { AppLayout } from '../layout/AppLayout';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { homePageIfLoaded, loadHomePage } from '../features/home/home-page';
import { PageLoading } from '../federation/PageLoading';
import { OfflineSupport } from '../features/offline/OfflineSupport';
import { PageTextHead } from '@pepper/ui';

// The shell's own screens load on demand. Home is loaded before the first render when the app opens on it.
const LazyHomePage = lazy(() => loadHomePage().then((page) => ({ default: page })));
const MenuPage = lazy(() => import('../features/menu/MenuPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const LogoutPage = lazy(() => import('../features/account/LogoutPage'));
// A remote's page loads through the federation glue, which Home and the shell's other pages never need; the
// document of a remote's page names its chunk beside the federation runtime's (remotePageRequests in the build).
const RemotePage = lazy(() =>
  import(/* webpackChunkName: "remote-page" */ '../federation/RemotePage').then((m) => ({
    default: m.RemotePage,
  })),
);
// An address with no page is rare: its screen is not part of the code every page opens with.
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));

function HomePage() {
  const Loaded = homePageIfLoaded();
  return Loaded ? <Loaded /> : <LazyHomePage />;
}

/**
 * A shell screen, headed by its text in the page registry while its code loads too; a screen that heads itself
 * (the not-found page) is given no other head.
 */
function ShellPage({ children, head = <PageTextHead /> }: { children: ReactNode; head?: ReactNode }) {
  return (
    <RouteErrorBoundary>
      {head}
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** An address with no page: the not-found screen says so in its own head ("Page not found"). */
const NOT_FOUND = (
  <ShellPage head={null}>
    <NotFoundPage />
  </ShellPage>
);

/** An address people type that redirects to the page's real path, keeping the query string. */
function SendTo({ to }: { to: string }) {
  const { search } = useLocation();
  const [path, query] = to.split('?');
  const params = new URLSearchParams(query);
  new URLSearchParams(search).forEach((value, key) => params.set(key, value));
  const rest = params.toString();
  return <Navigate replace to={`${path}${rest ? `?${rest}` : ''}`} />;
}

/** The shell's own screens, by the name the page registry gives them. */
export const SHELL_SCREENS: Readonly<Record<string, ReactNode>> = {
  Home: <HomePage />,
  Menu: <MenuPage />,
  Login: <LoginPage />,
  ForgotPassword: <ForgotPasswordPage />,
  ResetPassword: <ResetPasswordPage />,
  Logout: <LogoutPage />,
  Account: <AccountPage />,
};

/** A remote's page, once the federation glue that loads it has come. */
export function RemoteScreen({ remote, module }: { remote: string; module: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RemotePage remote={remote} module={module} />
    </Suspense>
  );
}

/** What the page renders: a remote's screen, an address that sends on, or one of the shell's screens. */
function pageElement(name: string, page: PageEntry): ReactNode {
  if (isRemotePage(page)) return <RemoteScreen remote={page.owner} module={name} />;
  if (isSendOnPage(page)) return <SendTo to={page.sendsTo} />;
  const screen = SHELL_SCREENS[page.screen];
  return screen ? <ShellPage>{screen}</ShellPage> : NOT_FOUND;
}

/** A route for every address of every page of the registry (the server answers 404 for the rest). */
export function pageRoutes(pages: PageRegistry = PAGES): ReactElement[] {
  return Object.entries(pages).flatMap(([name, page]) =>
    page.paths.map((path) =>
      path === '/' ? (
        <Route key={path} index element={pageElement(name, page)} />
      ) : (
        <Route key={path} path={path} element={pageElement(name, page)} />
      ),
    ),
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pageRoutes()}
        <Route path="*" element={NOT_FOUND} />
      </Route>
    </Routes>
  );
}

/** The router the app runs in. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * The app, on the query client made by bootstrap (which starts the page's first reads before rendering), in the
 * browser's router. The server renders it in a router held at the one address it renders (the browser's bundle
 * does not carry that one), with every page's text at hand; both render the same markup, so the browser can
 * hydrate it.
 */
export function App({
  client,
  Router = BrowserRouter,
  pageTexts,
}: {
  client: QueryClient;
  Router?: AppRouter;
  /** Every page's text, where it is at hand (the server); the browser's come through the query cache. */
  pageTexts?: PageTextOf;
}) {
  const routes = <AppRoutes />;
  return (
    <QueryClientProvider client={client}>
      <OfflineSupport />
      <Router>
        {/* Every page's head text, held here once and read by the remotes' pages too. */}
        {pageTexts ? (
          <PageTexts.Provider value={pageTexts}>{routes}</PageTexts.Provider>
        ) : (
          <QueriedPageTexts>{routes}</QueriedPageTexts>
        )}
      </Router>
    </QueryClientProvider>
  );
}

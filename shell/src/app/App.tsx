import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes, useLocation } from '@pepper/router';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import NotFoundPage from '../features/errors/NotFoundPage';
import { homePageIfLoaded, loadHomePage } from '../features/home/home-page';
import { PageLoading } from '../federation/RemotePage';
import { OfflineSupport } from '../features/offline/OfflineSupport';

// The shell's own screens load on demand. Home is loaded before the first render when the app opens on it.
const LazyHomePage = lazy(() => loadHomePage().then((page) => ({ default: page })));
const MenuPage = lazy(() => import('../features/menu/MenuPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const LogoutPage = lazy(() => import('../features/account/LogoutPage'));

function HomePage() {
  const Loaded = homePageIfLoaded();
  return Loaded ? <Loaded /> : <LazyHomePage />;
}

function ShellPage({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
import { REMOTE_ROUTES } from './route-table';

/** The quiz's 'Explore Recommended Peppers' lands here; send it on to the database with its filter. */
function DatabaseRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={`/peppers${search}`} />;
}

/** An address people type for a page that lives elsewhere, sent on with its query. */
function SendTo({ to }: { to: string }) {
  const { search } = useLocation();
  const [path, query] = to.split('?');
  const params = new URLSearchParams(query);
  new URLSearchParams(search).forEach((value, key) => params.set(key, value));
  const rest = params.toString();
  return <Navigate replace to={`${path}${rest ? `?${rest}` : ''}`} />;
}

/** The shell's own pages, each at the paths of the platform's list (the server answers 404 for the rest). */
const SHELL_PAGES: Record<string, ReactNode> = {
  '/menu': <MenuPage />,
  '/login': <LoginPage />,
  '/signin': <SendTo to="/login" />,
  '/signup': <LoginPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/logout': <LogoutPage />,
  '/account': <AccountPage />,
  '/pricing': <SendTo to="/premium?tab=pricing" />,
};

export const SHELL_PATHS = ['/', '/database', ...Object.keys(SHELL_PAGES)];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <ShellPage>
              <HomePage />
            </ShellPage>
          }
        />
        {Object.entries(SHELL_PAGES).map(([path, page]) => (
          <Route key={path} path={path} element={<ShellPage>{page}</ShellPage>} />
        ))}
        <Route path="/database" element={<DatabaseRedirect />} />
        {REMOTE_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={<RemotePage remote={r.remote} module={r.module} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The app, on the query client the bootstrap made (it starts the page's first reads before rendering). On the
 * server it renders at `location`; both routers render the same markup, so the browser hydrates it.
 */
export function App({ client, location }: { client: QueryClient; location?: string }) {
  const routes = <AppRoutes />;
  return (
    <QueryClientProvider client={client}>
      <OfflineSupport />
      {location === undefined ? (
        <BrowserRouter>{routes}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[location]}>{routes}</MemoryRouter>
      )}
    </QueryClientProvider>
  );
}

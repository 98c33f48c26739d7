import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from '@pepper/router';
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
        <Route
          path="/menu"
          element={
            <ShellPage>
              <MenuPage />
            </ShellPage>
          }
        />
        <Route
          path="/login"
          element={
            <ShellPage>
              <LoginPage />
            </ShellPage>
          }
        />
        <Route path="/database" element={<DatabaseRedirect />} />
        {REMOTE_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={<RemotePage remote={r.remote} module={r.module} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The app, on the query client the bootstrap made (it starts the page's first reads before rendering). */
export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <OfflineSupport />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

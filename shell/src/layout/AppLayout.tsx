import { useToasts } from '@pepper/ui/toast';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from '@pepper/router';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { BottomNav } from './BottomNav';
import { useIdlePreload } from './useIdlePreload';

const Toaster = lazy(() => import('@pepper/ui/toaster'));

/** The toast viewport (and its F8 hotkey) is mounted with the first toast, keeping it out of the first load. */
function LazyToaster() {
  const toasts = useToasts();
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Every screen is laid out in one phone-width column above the bottom navigation. */
export function AppLayout() {
  useIdlePreload();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <OfflineNotice />
      <main id="main" className="mx-auto min-h-screen w-full max-w-phone px-4 pb-24 pt-2">
        <Outlet />
      </main>
      <BottomNav />
      <LazyToaster />
    </>
  );
}

import '@pepper/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@pepper/client';
import { App } from './app/App';
import { startFirstReads } from './app/first-reads';
import { loadHomePage } from './features/home/home-page';
import { remotesReady } from './federation/remotes';

async function enableMocking() {
  if (process.env.PEPPER_MOCK !== '1') return;
  const { startMockWorker } = await import('@pepper/mocks/browser');
  await startMockWorker();
}

/** Opening on Home, its code (named in the document's head) is awaited, so the first render already shows it. */
async function homeWhenOpeningOnIt() {
  if (window.location.pathname !== '/') return;
  // A Home that cannot load shows the error screen from its route, as any page does.
  await loadHomePage().catch(() => undefined);
}

void enableMocking().then(async () => {
  // Register remotes in the background: Home and Menu never wait for them.
  void remotesReady().catch((error: unknown) => console.error('Remote registry unavailable', error));
  const queryClient = createQueryClient();
  startFirstReads(queryClient, window.location);
  await homeWhenOpeningOnIt();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App client={queryClient} />
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser, so the first render never blocks a tap for long.
  // A document the server rendered is hydrated: its HTML stays, and comes alive as its code arrives.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else startTransition(() => createRoot(container).render(app));
});

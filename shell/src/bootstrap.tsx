import '@pepper/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@pepper/client';
import { App } from './app/App';
import { startFirstReads } from './app/first-reads';
import { remotesReady } from './federation/remotes';

async function enableMocking() {
  if (process.env.PEPPER_MOCK !== '1') return;
  const { startMockWorker } = await import('@pepper/mocks/browser');
  await startMockWorker();
}

void enableMocking().then(() => {
  // Register remotes in the background: Home and Menu never wait for them.
  void remotesReady().catch((error: unknown) => console.error('Remote registry unavailable', error));
  const queryClient = createQueryClient();
  startFirstReads(queryClient, window.location);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, so the first render never blocks a tap for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={queryClient} />
      </StrictMode>,
    ),
  );
});

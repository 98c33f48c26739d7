import '@pepper/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { remotesReady } from './federation/remotes';

async function enableMocking() {
  if (process.env.PEPPER_MOCK !== '1') return;
  const { startMockWorker } = await import('@pepper/mocks/browser');
  await startMockWorker();
}

void enableMocking().then(() => {
  // Register remotes in the background: Home and Menu never wait for them.
  void remotesReady().catch((error: unknown) => console.error('Remote registry unavailable', error));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

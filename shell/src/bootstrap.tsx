import '@pepper/ui/styles.css';
import { documentData } from './app/document-data';
import { nextTask } from './app/next-task';

async function enableMocking() {
  if (process.env.PEPPER_MOCK !== '1') return;
  const { startMockWorker } = await import('@pepper/mocks/browser');
  await startMockWorker();
}

/** On Home, the app awaits Home's code (preloaded from the document head) so the first render shows it. */
async function homeWhenOpeningOnIt() {
  if (window.location.pathname !== '/') return;
  const { loadHomePage } = await import(/* webpackMode: "eager" */ './features/home/home-page');
  // A Home that cannot load shows the error screen from its route, as any page does.
  await loadHomePage().catch(() => undefined);
}

/**
 * The app starts in steps, each in its own task: the libraries, then the query cache with the page's first
 * reads, then the app's modules, then the render, whose first step puts the document's data in the cache. On a
 * slow phone no step blocks a tap for long. (The modules are in chunks already loaded; the imports only decide
 * when each one runs.)
 */
async function start() {
  await enableMocking();
  // A document that opens on a remote's page needs the federation glue and runtime, and the page's own code, at
  // once (all named in its head): their loading starts now, in the background. Home and the shell's other pages
  // never wait for them.
  if (documentData('remote-manifests'))
    void import(/* webpackChunkName: "remote-page" */ './federation/RemotePage')
      .then(({ startOpeningPage }) => startOpeningPage())
      .catch((error: unknown) => console.error('Remote page glue unavailable', error));
  await nextTask();
  const [{ StrictMode, startTransition }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  const [{ createQueryClient }, { HydrationBoundary }, { documentQueryState, startFirstReads }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ '@pepper/client'),
      import(/* webpackMode: "eager" */ '@tanstack/react-query'),
      import(/* webpackMode: "eager" */ './app/first-reads'),
    ]);
  const queryClient = createQueryClient();
  const queryState = documentQueryState();
  startFirstReads(queryClient, window.location, queryState);
  await nextTask();
  const [{ App }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    homeWhenOpeningOnIt(),
  ]);
  await nextTask();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      {/* The page's first data from the document goes into the cache before anything renders, as on the server. */}
      <HydrationBoundary state={queryState} queryClient={queryClient}>
        <App client={queryClient} />
      </HydrationBoundary>
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser, so the first render never blocks a tap for long.
  // A server-rendered document is hydrated: its HTML stays and becomes interactive as its code arrives.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else startTransition(() => createRoot(container).render(app));
}

void start();

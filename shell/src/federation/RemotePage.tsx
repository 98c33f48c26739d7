import {
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { firstReadsSettled, isOpeningPage } from '../app/first-reads';
import { PageLoading } from './PageLoading';
import { PageShown } from './page-shown';
import { loadPage, type RemoteName } from './remotes';
import { renderedByServer, serverRenderedPage, ServerPageContext } from './server-page';

/** Pages whose code has arrived: they render at once, without suspending. */
const ready = new Map<string, ComponentType>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** Pages whose code is on its way: a second ask (the opening page, started early, then rendered) waits for the first. */
const loading = new Map<string, Promise<{ default: ComponentType }>>();

/** A page's code, with its opening reads when it is the page the app opened on. */
function fetchPage(remote: RemoteName, module: string, pathname: string) {
  const key = `${remote}/${module}`;
  let page = loading.get(key);
  if (!page) {
    page = (async () => {
      try {
        const loaded = await loadPage(remote, module);
        await firstReadsSettled(pathname);
        ready.set(key, loaded.default);
        return loaded;
      } finally {
        loading.delete(key);
      }
    })();
    loading.set(key, page);
  }
  return page;
}

/**
 * Starts loading the code of the remote page the server rendered into the document, before the app renders:
 * when hydration reaches the page, its code is often there already, and the page is hydrated in the same pass
 * instead of after a suspended one. A page that fails here fails again, and shows its error, when it renders.
 */
export async function startOpeningPage(): Promise<void> {
  const name = serverRenderedPage();
  if (!name) return;
  const [remote, module] = name.split('/');
  await fetchPage(remote, module, window.location.pathname).catch(() => undefined);
}

/** React.lazy remembers a rejected import, so a failed page is dropped from the cache to allow a retry. */
function lazyPage(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let page = lazyPages.get(key);
  if (!page) {
    const pathname = window.location.pathname;
    page = lazy(() => fetchPage(remote, module, pathname));
    lazyPages.set(key, page);
  }
  return page;
}

/**
 * The page the app opened on, while its code is loading: the spinner is this component's own state, not a
 * Suspense fallback. React holds back the content that replaces a fallback until 300 ms after the fallback
 * showed, which on a first visit would keep a ready page off the screen for most of that time.
 */
function OpeningPage({ remote, module }: { remote: RemoteName; module: string }) {
  const [state, setState] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    fetchPage(remote, module, window.location.pathname).then(
      () => live && startTransition(() => setState({ error: null })),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [remote, module]);
  if (state?.error) throw state.error;
  const Page = ready.get(`${remote}/${module}`);
  return Page ? <Shown page={Page} name={`${remote}/${module}`} /> : <PageLoading />;
}

function Shown({ page: Page, name }: { page: ComponentType; name: string }) {
  return (
    <>
      <Page />
      <PageShown page={name} />
    </>
  );
}

function PageContent({ remote, module }: { remote: RemoteName; module: string }) {
  const name = `${remote}/${module}`;
  const server = useContext(ServerPageContext);
  // On the server: the page it rendered, or the spinner the browser's opening page starts with.
  if (server !== undefined)
    return server?.name === name ? <Shown page={server.component} name={name} /> : <PageLoading />;
  const Ready = ready.get(name);
  if (Ready) return <Shown page={Ready} name={name} />;
  if (isOpeningPage(window.location.pathname)) {
    // Suspending during hydration keeps the server's HTML on screen until the page's code has loaded.
    if (renderedByServer(name)) return <Shown page={lazyPage(remote, module)} name={name} />;
    return <OpeningPage remote={remote} module={module} />;
  }
  // A visit from another page is a transition: the page before stays on screen until this one can show.
  return <Shown page={lazyPage(remote, module)} name={name} />;
}

export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [, setFailures] = useState(0);
  // One boundary per page: React reuses this element for every remote route, and a boundary kept across
  // navigation would keep showing the last page's error on the next one.
  return (
    <RouteErrorBoundary
      key={`${remote}/${module}`}
      onError={() => {
        lazyPages.delete(`${remote}/${module}`);
        ready.delete(`${remote}/${module}`);
        setFailures((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <PageContent remote={remote} module={module} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

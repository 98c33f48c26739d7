import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { firstReadsSettled } from '../app/first-reads';
import { PageShown } from './page-shown';
import { loadPage, type RemoteName } from './remotes';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** React.lazy remembers a rejected import, so a failed page is dropped from the cache to allow a retry. */
function lazyPage(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let page = cache.get(key);
  if (!page) {
    const pathname = window.location.pathname;
    page = lazy(async () => {
      const loaded = await loadPage(remote, module);
      await firstReadsSettled(pathname);
      return loaded;
    });
    cache.set(key, page);
  }
  return page;
}

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-chili-100 border-t-chili-700" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}

export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [, setFailures] = useState(0);
  const Page = lazyPage(remote, module);
  // One boundary per page: React reuses this element for every remote route, and a boundary kept across
  // navigation would keep showing the last page's error on the next one.
  return (
    <RouteErrorBoundary
      key={`${remote}/${module}`}
      onError={() => {
        cache.delete(`${remote}/${module}`);
        setFailures((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
        <PageShown page={`${remote}/${module}`} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

import { Button } from '@pepper/ui';
import { Link } from '@pepper/router';

/** The render-crash screen, with the rest of the shell still working around it. */
export function ErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section
      role="alert"
      className="mx-auto mt-8 flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm"
    >
      <div aria-hidden className="text-5xl">
        🌶️
      </div>
      <h1 className="text-2xl font-extrabold">Something went wrong</h1>
      <p className="text-sm text-ink-soft">
        An error occurred while loading this page. Please try refreshing or go back to the home page.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </div>
      <details className="w-full text-left text-sm">
        <summary className="flex min-h-touch cursor-pointer items-center font-semibold">
          Error Details
        </summary>
        <pre className="whitespace-pre-wrap break-words rounded-lg bg-stone-100 p-3 text-xs">{message}</pre>
      </details>
    </section>
  );
}

import { Button } from '@pepper/ui';
import { Link, useLocation } from '@pepper/router';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mt-8 flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm">
      <div aria-hidden className="text-5xl">
        🔍
      </div>
      <h1 className="text-2xl font-extrabold">404 Page Not Found</h1>
      <p className="text-sm text-ink-soft">No screen is registered for this address.</p>
      <p className="w-full rounded-lg bg-stone-100 p-3 text-left font-mono text-xs text-ink">
        Hint: <code>{pathname}</code> matches no entry in the route table (shell/src/app/route-table.ts). Add
        the route there and expose its page from the owning remote.
      </p>
      <Button asChild>
        <Link to="/">Go Home</Link>
      </Button>
    </section>
  );
}

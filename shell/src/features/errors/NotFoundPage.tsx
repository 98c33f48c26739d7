import { searchHref } from '@pepper/domain/peppers';
import { Link, useLocation, useNavigate } from '@pepper/router';
import { notFoundHead } from '@pepper/content/heads';
import { Button, Card, PageHead } from '@pepper/ui';
import { BookOpen, ChefHat, LayoutGrid, Search, SearchX, Sprout } from 'lucide-react';
import { useId, useState } from 'react';

const PLACES = [
  { to: '/peppers', label: 'Pepper database', Icon: Search },
  { to: '/recipes', label: 'Recipes', Icon: ChefHat },
  { to: '/grow', label: 'Grow center', Icon: Sprout },
  { to: '/menu', label: 'Menu', Icon: LayoutGrid },
];

/** In development builds only: why the app has no page here, for whoever is adding one. */
function DeveloperHint({ pathname }: { pathname: string }) {
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <p className="w-full rounded-lg bg-stone-100 p-3 text-left font-mono text-xs text-ink">
      Development hint: <code>{pathname}</code> matches no entry in the route table
      (shell/src/app/route-table.ts).
    </p>
  );
}

/** Any address the app has no page for: say so plainly, and offer a search and the main places instead. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();
  return (
    <div className="grid gap-4 pt-6">
      <PageHead head={notFoundHead} />
      <Card className="grid gap-3 text-center">
        <SearchX aria-hidden className="mx-auto h-12 w-12 text-chili-700" />
        <h1 className="text-2xl font-extrabold">404 Page Not Found</h1>
        <p className="text-base text-ink">
          There is no page at this address. It may have moved, or a letter may be off. Search for a pepper, or
          pick up from one of the places below.
        </p>
        <form
          method="get"
          action="/peppers"
          role="search"
          aria-label="Search the pepper database"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const href = searchHref(text);
            if (href) navigate(href);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Search peppers
          </label>
          <input
            id={inputId}
            type="search"
            name="search"
            placeholder="Search peppers..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-h-touch min-w-0 flex-1 rounded-xl border border-stone-400 bg-white px-3 text-base text-ink placeholder:text-stone-500"
          />
          <Button type="submit">Search</Button>
        </form>
        <DeveloperHint pathname={pathname} />
      </Card>
      <nav aria-label="Places to go">
        <ul className="grid grid-cols-2 gap-3">
          {PLACES.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-[64px] items-center gap-2 rounded-2xl bg-white p-3 font-bold text-ink shadow-sm"
              >
                <Icon aria-hidden className="h-5 w-5 shrink-0 text-chili-700" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-center text-sm text-ink-soft">
        <BookOpen aria-hidden className="mr-1 inline h-4 w-4" />
        Looking for a guide?{' '}
        <Link to="/guides" className="font-semibold text-chili-800 underline">
          Every guide
        </Link>{' '}
        is listed in one place.
      </p>
      <Button asChild variant="outline">
        <Link to="/">Go Home</Link>
      </Button>
    </div>
  );
}

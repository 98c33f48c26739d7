import { queries } from '@pepper/client';
import { Link } from '@pepper/router';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';

/** Signed in: the way to the account; a visitor: the way to sign in. */
function AccountEntry() {
  const user = useQuery(queries.user());
  if (user.isPending) return null;
  const signedIn = Boolean(user.data);
  return (
    <Link
      to={signedIn ? '/account' : '/login'}
      className="ml-auto inline-flex min-h-touch shrink-0 items-center gap-1.5 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-ink"
    >
      <UserRound aria-hidden className="h-4 w-4 text-chili-700" />
      {signedIn ? 'Account' : 'Sign in'}
    </Link>
  );
}

export function HomeHeader() {
  return (
    <header className="flex items-center gap-3 pt-4">
      <svg aria-hidden viewBox="0 0 48 48" className="h-12 w-12 shrink-0">
        <circle cx="24" cy="24" r="23" fill="#a91717" />
        <path d="M14 20c6-3 14 0 18 7s3 13 1 15c-8-1-21-12-19-22z" fill="#fde3e3" />
        <path d="M22 18c0-4 3-7 7-8" stroke="#dcfce7" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold leading-tight text-ink">Pepper Atlas</h1>
        <p className="text-sm font-medium text-chili-700">From Dainty to Devilish</p>
      </div>
      <AccountEntry />
    </header>
  );
}

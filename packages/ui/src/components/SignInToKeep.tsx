import { Link } from '@pepper/router';

/**
 * Tells a visitor that what they keep stays on this device, with the way to sign in and keep it in their account.
 * The sign-in link returns to the page it was followed from.
 */
export function SignInToKeep({ kept, gain, returnTo }: { kept: string; gain: string; returnTo: string }) {
  return (
    <p role="status" className="rounded-xl bg-chili-50 px-3 py-2 text-sm text-chili-900">
      {kept}{' '}
      <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`} className="font-semibold underline">
        Sign in
      </Link>{' '}
      {gain}
    </p>
  );
}

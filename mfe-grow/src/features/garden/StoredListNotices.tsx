import { SignInToKeep } from '@pepper/ui';

/**
 * The notices above a list of the visitor's own records: an alert when it could not be loaded, and,
 * for a visitor who is not signed in but already has records, that they are kept for this browser only.
 */
export function StoredListNotices({
  failed,
  what,
  keptInBrowser,
  kept,
  returnTo,
}: {
  failed: boolean;
  /** The list as the alert names it, e.g. "Your garden". */
  what: string;
  keptInBrowser: boolean;
  kept: string;
  returnTo: string;
}) {
  return (
    <>
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {what} could not be loaded: check your connection and try again.
        </p>
      ) : null}
      {keptInBrowser ? (
        <SignInToKeep kept={kept} gain="to keep it in your account." returnTo={returnTo} />
      ) : null}
    </>
  );
}

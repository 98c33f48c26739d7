/** The release of the remote that rendered a page: remotes ship independently, so each page says which is live. */
export function ReleaseNote({ area }: { area: string }) {
  const release = process.env.PEPPER_RELEASE ?? 'dev';
  return (
    <p className="mt-8 text-center text-xs text-ink-soft" data-testid="release-note">
      {area} · release {release}
    </p>
  );
}

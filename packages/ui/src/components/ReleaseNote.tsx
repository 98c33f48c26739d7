/**
 * The release of the remote that rendered a page: remotes ship independently, so support (and a test) can tell
 * which build is live from the page itself. It is kept out of sight: a release name means nothing to a reader.
 */
export function ReleaseNote({ area }: { area: string }) {
  const release = process.env.PEPPER_RELEASE ?? 'dev';
  return (
    <p hidden data-testid="release-note">
      {area} · release {release}
    </p>
  );
}

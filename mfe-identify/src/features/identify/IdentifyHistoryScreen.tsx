import '../../styles.css';
import { identifyQueries, queries } from '@pepper/client';
import { gardenAddPath } from '@pepper/domain/identification';
import { Button, Card, EmptyState, PageFrame, Thumbnail } from '@pepper/ui';
import { Link } from '@pepper/router';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Sprout } from 'lucide-react';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /identify/history: the identifications a signed-in user confirmed, newest first. */
export default function IdentifyHistoryScreen() {
  const user = useQuery(queries.user());
  const history = useQuery({ ...identifyQueries.confirmations(), enabled: Boolean(user.data) });

  let body;
  if (user.isPending || (user.data && history.isPending)) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-ink">
        <LoaderCircle aria-hidden className="h-4 w-4 animate-spin" />
        Loading your history…
      </p>
    );
  } else if (!user.data) {
    body = (
      <Card className="text-sm text-ink">
        <Link to="/login?returnTo=%2Fidentify%2Fhistory" className="font-semibold underline">
          Sign in
        </Link>{' '}
        to see the identifications you confirmed.
      </Card>
    );
  } else if (history.isError) {
    body = (
      <p
        role="alert"
        className="rounded-xl border border-chili-100 bg-chili-50 p-3 text-sm font-semibold text-chili-800"
      >
        Your history could not be loaded: {history.error.message}
      </p>
    );
  } else if (!history.data?.length) {
    body = (
      <EmptyState
        title="No confirmed identifications yet"
        description="Identify a pepper and answer “Is this right?” to keep it here."
      />
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-3" aria-label="Confirmed identifications">
        {history.data.map((c) => (
          <li key={c.id}>
            <Card className="grid grid-cols-[96px_1fr] gap-3">
              <Thumbnail
                src={c.photoUrl}
                size={96}
                alt={c.pepperName ? `Your photo of ${c.pepperName}` : 'Your photo'}
              />
              <div className="grid grid-cols-1 content-start gap-1">
                {c.pepperId !== null && c.pepperName ? (
                  <Link to={`/peppers/${c.pepperId}`} className="font-bold text-ink underline">
                    {c.pepperName}
                  </Link>
                ) : (
                  <p className="font-bold text-ink">None of the candidates fitted</p>
                )}
                <p className="text-xs text-ink-soft">
                  {when(c.createdAt)} · {c.source === 'ai' ? 'AI vision model' : 'Database pattern matching'}
                </p>
                {c.pepperId !== null ? (
                  <Button asChild variant="outline" size="sm" className="mt-1 w-fit">
                    <Link
                      to={gardenAddPath(c.pepperId)}
                      aria-label={`Add ${c.pepperName ?? 'this pepper'} to My Garden`}
                    >
                      <Sprout aria-hidden className="h-4 w-4" />
                      Add to My Garden
                    </Link>
                  </Button>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageFrame
      area="Identify"
      title="Identification History"
      subtitle="Peppers you confirmed"
      backTo="/identify"
      backLabel="Back to Identify"
    >
      {body}
    </PageFrame>
  );
}

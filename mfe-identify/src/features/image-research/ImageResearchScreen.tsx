import '../../styles.css';
import { formatCount } from '@pepper/domain/numbers';
import type { ImageResearchStatus } from '@pepper/contract';
import { HttpError, mutations, queries } from '@pepper/client';
import { Button, Card, CardTitle, EmptyState, PageFrame } from '@pepper/ui';
import { Link } from '@pepper/router';
import { ConfirmEmail } from './ConfirmEmail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageUp, LoaderCircle, LockKeyhole, ShieldAlert, TriangleAlert } from 'lucide-react';

/** The failed-research list shows up to 10 names plus a 'more' note. */
export const FAILED_NAMES_SHOWN = 10;
const POLL_MS = 1000;

const errorMessage = (error: unknown) =>
  error instanceof HttpError ? error.serverMessage : String((error as Error)?.message ?? error);

function ResearchResults({ status }: { status: ImageResearchStatus }) {
  const result = status.result;
  if (!result) return null;
  const shown = result.failedResearch.slice(0, FAILED_NAMES_SHOWN);
  const more = result.failedResearch.length - shown.length;
  const rows: [string, number][] = [
    ['Total peppers', result.totalPeppers],
    ['Processed', result.processedPeppers],
    ['Images updated', result.updatedImages],
    ['Images verified', result.verifiedImages],
    ['Research failed', result.failedResearch.length],
  ];
  return (
    <Card className="grid grid-cols-1 gap-3" aria-labelledby="research-results">
      <CardTitle id="research-results">
        {status.status === 'running' ? 'Results so far' : 'Research Results'}
      </CardTitle>
      <dl className="grid grid-cols-2 gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 p-3">
            <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
            <dd className="text-2xl font-extrabold text-ink">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {shown.length ? (
        <section aria-label="Peppers without a verified photo">
          <h3 className="text-sm font-bold text-ink">No verified photo found for</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-ink">
            {shown.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {more > 0 ? <p className="mt-1 text-sm text-ink-soft">and {formatCount(more)} more</p> : null}
        </section>
      ) : null}
    </Card>
  );
}

function ResearchCenter() {
  const client = useQueryClient();
  const statusQuery = useQuery({
    ...queries.imageResearchStatus(),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: mutations.startImageResearch,
    onSuccess: (status) => client.setQueryData(queries.imageResearchStatus().queryKey, status),
    onError: (error) => console.error('Research failed', error),
  });
  const status = statusQuery.data;
  const running = status?.status === 'running' || start.isPending;
  const progress = Math.round(
    status?.status === 'running' || status?.status === 'complete' || status?.status === 'failed'
      ? status.progress
      : 0,
  );

  return (
    <>
      <Card className="grid grid-cols-1 gap-3">
        <CardTitle>Find photos for every pepper</CardTitle>
        <p className="text-sm text-ink">
          Searches Wikimedia Commons for a photo of each variety, checks that every candidate really loads as
          an image, and updates the database. A pepper keeps its current image unless a working one is found.
          One run at a time.
        </p>
        <Button onClick={() => start.mutate()} disabled={running || statusQuery.isPending} className="w-full">
          {running ? (
            <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
          ) : (
            <ImageUp aria-hidden className="h-5 w-5" />
          )}
          {running ? 'Researching Images...' : 'Start Image Research'}
        </Button>
        {running || status?.status === 'complete' || status?.status === 'failed' ? (
          <div className="grid grid-cols-1 gap-1">
            <div className="flex justify-between text-sm text-ink">
              <span id="research-progress-label">
                {running ? 'Researching images' : status?.status === 'complete' ? 'Complete' : 'Stopped'}
              </span>
              <span>{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="research-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-chili-700 transition-[width] duration-500"
                style={{ width: `${progress}%` }}
              />
            </div>
            {status?.result ? (
              <p className="text-xs text-ink-soft">
                {formatCount(status.result.processedPeppers)} of {formatCount(status.result.totalPeppers)}{' '}
                peppers processed
              </p>
            ) : null}
          </div>
        ) : null}
        {start.isError ? (
          <p
            role="alert"
            className="rounded-xl border border-chili-100 bg-chili-50 p-3 text-sm text-chili-800"
          >
            <TriangleAlert aria-hidden className="mr-1 inline h-4 w-4" />
            Research failed: {errorMessage(start.error)}
          </p>
        ) : null}
        {status?.status === 'failed' ? (
          <p
            role="alert"
            className="rounded-xl border border-chili-100 bg-chili-50 p-3 text-sm text-chili-800"
          >
            <TriangleAlert aria-hidden className="mr-1 inline h-4 w-4" />
            Research failed: {status.error ?? 'unknown error'}
          </p>
        ) : null}
        {statusQuery.isError ? (
          <p role="alert" className="text-sm text-chili-800">
            Could not read the research status: {errorMessage(statusQuery.error)}
          </p>
        ) : null}
      </Card>
      {status ? <ResearchResults status={status} /> : null}
    </>
  );
}

/** /admin/images: admins only (the server checks too); others see a sign-in or not-allowed screen. */
export default function ImageResearchScreen() {
  const user = useQuery(queries.user());

  return (
    <PageFrame
      area="Identify"
      title="AI Image Research Center"
      subtitle="Keep the encyclopedia's photos right"
    >
      {user.isPending ? (
        <p role="status" className="text-sm text-ink-soft">
          Checking your access…
        </p>
      ) : user.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title="Could not check your access"
          description={errorMessage(user.error)}
        />
      ) : !user.data ? (
        <EmptyState
          icon={LockKeyhole}
          title="Sign in required"
          description="The AI Image Research Center is for administrators. Sign in with an administrator account."
          link={{ to: `/login?returnTo=${encodeURIComponent('/admin/images')}`, label: 'Sign In' }}
        />
      ) : !user.data.isAdmin ? (
        <EmptyState
          icon={ShieldAlert}
          title="Not allowed"
          description="Only administrators can use the AI Image Research Center."
          action={
            user.data.emailVerified ? (
              <Button asChild variant="outline">
                <Link to="/">Go Home</Link>
              </Button>
            ) : (
              <ConfirmEmail email={user.data.email} />
            )
          }
        />
      ) : (
        <ResearchCenter />
      )}
    </PageFrame>
  );
}

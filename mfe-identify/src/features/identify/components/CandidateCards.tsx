import type { ResultCandidate } from '@pepper/domain/identification';
import { heatBesideLevel } from '@pepper/domain/heat';
import { isSuperhot } from '@pepper/domain/identification';
import { Badge, Card } from '@pepper/ui';
import { Link } from '@pepper/router';
import { ConfidenceBar } from './ConfidenceBar';

export function CandidateSummary({ candidate }: { candidate: ResultCandidate }) {
  return (
    <div className="grid grid-cols-1 gap-1">
      <ConfidenceBar confidence={candidate.confidence} label={candidate.name} />
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-chili-800">
          Why {candidate.name}?
        </summary>
        {candidate.supportingFeatures.length ? (
          <ul className="list-disc pl-5 text-ink">
            {candidate.supportingFeatures.map((f, i) => (
              <li key={`${i}-${f}`}>{f}</li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-soft">No features noted</p>
        )}
      </details>
    </div>
  );
}

/** Candidates besides the answer (or instead of one): each with its heat, a confidence bar and why it was proposed. */
export function CandidateCards({
  candidates,
  title,
}: {
  candidates: readonly ResultCandidate[];
  title: string;
}) {
  if (!candidates.length) return null;
  return (
    <section aria-labelledby="other-candidates" className="grid grid-cols-1 gap-3">
      <h2 id="other-candidates" className="text-lg font-bold text-ink">
        {title}
      </h2>
      {candidates.map((c) => (
        <Card key={c.pepperId} className="grid grid-cols-1 gap-2" aria-label={c.name}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/peppers/${c.pepperId}`}
              className="flex min-h-11 items-center font-bold text-ink underline"
            >
              {c.name}
            </Link>
            {isSuperhot(c) ? <Badge className="bg-chili-50 text-chili-800">Superhot</Badge> : null}
          </div>
          <p className="text-sm text-ink-soft">{heatBesideLevel(c, 'range')}</p>
          <CandidateSummary candidate={c} />
        </Card>
      ))}
    </section>
  );
}

import type { IdentificationResult } from '@pepper/domain/identification';
import {
  FALLBACK_METHOD,
  INCONCLUSIVE_RESULT,
  cannotTell,
  eliminatedNotSuggested,
  isFallbackResult,
  resultBadge,
  resultHeadline,
} from '@pepper/domain/identification';
import { Badge, Button, Card, CardTitle, cn } from '@pepper/ui';
import { Link } from '@pepper/router';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { CandidateSummary } from './CandidateCards';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid grid-cols-1 gap-1">
      <h3 className="text-sm font-bold uppercase tracking-wide text-ink-soft">{title}</h3>
      {children}
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc pl-5 text-sm text-ink">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

const CHARACTERISTICS: [keyof IdentificationResult['physicalCharacteristics'], string][] = [
  ['color', 'Color'],
  ['shape', 'Shape'],
  ['size', 'Size'],
  ['surface', 'Surface'],
  ['thickness', 'Thickness'],
  ['stemAttachment', 'Orientation'],
];

/** A section of list items, left out when nothing was noted. */
function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <Section title={title}>
      <List items={items} />
    </Section>
  );
}

/**
 * 'Identification result view'. A result that cannot name the pepper (the inconclusive result, or a first
 * candidate too unlikely to count) carries no badge and no guessed details: it says so, and the closest
 * look-alikes follow it.
 */
export function ResultView({ result }: { result: IdentificationResult }) {
  const { matchedPepperId } = result;
  const first = result.candidates?.[0];
  const unsure = cannotTell(result);
  const guessed = unsure && result.pepperName !== INCONCLUSIVE_RESULT.pepperName;
  const badge = resultBadge(result);
  const fallback = isFallbackResult(result);
  const criteria = fallback
    ? result.identificationCriteria.filter((c) => c !== FALLBACK_METHOD)
    : result.identificationCriteria;
  const characteristics = CHARACTERISTICS.filter(([key]) => result.physicalCharacteristics[key]);
  return (
    <Card className="grid grid-cols-1 gap-4" aria-labelledby="identification-name">
      <div className="grid grid-cols-1 gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Identification result</p>
        <CardTitle id="identification-name" className="text-xl">
          {resultHeadline(result)}
        </CardTitle>
        {unsure ? (
          <>
            <p className="text-sm text-ink">
              {guessed
                ? 'No variety matches this photo closely enough to name it. The closest look-alikes are below, with how likely each one is.'
                : 'No variety could be matched to this photo.'}{' '}
              A clearer photo of one pod may settle it.
            </p>
            {fallback ? (
              <div>
                <Badge className="bg-stone-100 text-ink">{FALLBACK_METHOD}</Badge>
              </div>
            ) : null}
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              className={cn(
                badge === 'DEFINITIVE'
                  ? 'bg-heat-mild-bg text-heat-mild'
                  : 'bg-heat-medium-bg text-heat-medium',
              )}
              aria-label={badge === 'DEFINITIVE' ? 'Definitive identification' : 'Probable identification'}
            >
              {badge}
            </Badge>
            {fallback ? <Badge className="bg-stone-100 text-ink">{FALLBACK_METHOD}</Badge> : null}
          </div>
        )}
        {first && !unsure ? <CandidateSummary candidate={first} /> : null}
        {matchedPepperId !== undefined && !unsure ? (
          <Button asChild variant="outline" className="justify-between">
            <Link to={`/peppers/${matchedPepperId}`}>
              View {result.pepperName} in the database
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </Button>
        ) : null}
      </div>

      {result.warnings.length ? (
        <div className="rounded-xl border border-chili-100 bg-chili-50 p-3" role="note" aria-label="Warnings">
          <h3 className="flex items-center gap-2 text-sm font-bold text-chili-800">
            <TriangleAlert aria-hidden className="h-4 w-4" />
            Warnings
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-chili-900">
            {result.warnings.map((w, i) => (
              <li key={`${i}-${w}`}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {guessed ? null : (
        <>
          <Section title="Botanical Classification">
            <p className="text-sm italic text-ink">{result.botanicalClassification}</p>
          </Section>
          <Section title="Heat Analysis">
            <p className="text-sm text-ink">{result.shuRange}</p>
          </Section>
          {unsure ? null : (
            <Section title="Geographic Origin">
              <p className="text-sm text-ink">{result.origin}</p>
            </Section>
          )}
          {characteristics.length ? (
            <Section title="Physical Characteristics">
              <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                {characteristics.map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="font-semibold text-ink">{label}</dt>
                    <dd className="text-ink">{result.physicalCharacteristics[key]}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          ) : null}
          <ListSection title="Identification Criteria" items={criteria} />
          <ListSection title="Distinguishing Features" items={result.distinguishingFeatures} />
          {unsure ? null : (
            <Section title="Cultural Context">
              <p className="text-sm text-ink">{result.culturalContext}</p>
            </Section>
          )}
          <ListSection title="Alternative Names" items={result.alternativeNames} />
          <ListSection title="Eliminated Varieties" items={eliminatedNotSuggested(result)} />
        </>
      )}
    </Card>
  );
}

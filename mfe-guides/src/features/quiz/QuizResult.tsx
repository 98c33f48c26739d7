import { queries } from '@pepper/client';
import { pepperAliases } from '@pepper/content/aliases';
import { QUIZ_MAX_SCORE, quizHeatFilter, type QuizTier } from '@pepper/domain/heat';
import { searchHref } from '@pepper/domain/peppers';
import { pepperNameResolver } from '@pepper/domain/recipes';
import { Link } from '@pepper/router';
import { Bullets, Button, Card, cn, heatColors } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { Flame, RotateCcw } from 'lucide-react';
import { forwardRef, useMemo } from 'react';
import { TIER_ICONS } from './tier-style';

/**
 * Each named pepper links to its own page, found by the one rule that links a pepper name to its variety (the
 * rule recipes use). Until the list has arrived, or for a name the database does not hold, the link searches.
 */
function PepperLinks({ names }: { names: readonly string[] }) {
  const list = useQuery(queries.peppers());
  const resolve = useMemo(
    () => (list.data ? pepperNameResolver(list.data.peppers, pepperAliases) : () => null),
    [list.data],
  );
  const href = (name: string) => {
    const variety = resolve(name);
    return variety ? `/peppers/${variety.id}` : (searchHref(name) ?? '/peppers');
  };
  return (
    <ul className="flex flex-wrap gap-2">
      {names.map((name) => (
        <li key={name}>
          <Link
            to={href(name)}
            className="inline-flex min-h-touch items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50"
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const QuizResult = forwardRef<
  HTMLHeadingElement,
  {
    tier: QuizTier;
    score: number;
    /** The quiz's own address, with no answers: where a retake sent as a form goes. */
    retakeAt: string;
    onRetake: () => void;
  }
>(function QuizResult({ tier, score, retakeAt, onRetake }, headingRef) {
  const colors = heatColors(tier.color);
  const Icon = TIER_ICONS[tier.icon] ?? Flame;
  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="quiz-tier"
        className={cn('grid gap-2 rounded-2xl border p-5 text-center', colors.background, colors.border)}
      >
        <Icon aria-hidden className={cn('mx-auto h-12 w-12', colors.text)} />
        <p className="text-sm font-semibold text-ink-soft">Your heat tolerance</p>
        <h2
          id="quiz-tier"
          ref={headingRef}
          tabIndex={-1}
          className={cn('text-2xl font-extrabold outline-none', colors.text)}
        >
          {tier.title}
        </h2>
        <p className="text-sm leading-relaxed text-ink">{tier.description}</p>
        <dl className="mt-1 grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-xl bg-white/70 p-2">
            <dt className="text-ink-soft">Score</dt>
            <dd className="font-bold text-ink">
              {score} of {QUIZ_MAX_SCORE}
            </dd>
          </div>
          <div className="rounded-xl bg-white/70 p-2">
            <dt className="text-ink-soft">Heat range</dt>
            <dd className="font-bold text-ink">{tier.shuRange} SHU</dd>
          </div>
        </dl>
      </section>

      <Card className="grid gap-3">
        <h2 className="text-lg font-bold text-ink">Recommended peppers</h2>
        <PepperLinks names={tier.recommendedPeppers} />
        <h2 className="text-lg font-bold text-ink">Peppers to avoid</h2>
        {tier.avoidPeppers.length > 0 ? (
          <PepperLinks names={tier.avoidPeppers} />
        ) : (
          <p className="text-sm text-ink">
            None: every pepper is open to you. Respect the superhots all the same.
          </p>
        )}
      </Card>

      <Card className="grid gap-2">
        <h2 className="text-lg font-bold text-ink">Tips for you</h2>
        <Bullets items={tier.tips} />
      </Card>

      <div className="grid gap-2">
        <Button asChild>
          <Link to={`/database?heatLevel=${quizHeatFilter(tier.level)}`}>Explore Recommended Peppers</Link>
        </Button>
        <form
          method="get"
          action={retakeAt}
          className="grid"
          onSubmit={(event) => {
            event.preventDefault();
            onRetake();
          }}
        >
          <Button type="submit" variant="outline">
            <RotateCcw aria-hidden className="h-4 w-4" /> Retake Quiz
          </Button>
        </form>
      </div>
    </div>
  );
});

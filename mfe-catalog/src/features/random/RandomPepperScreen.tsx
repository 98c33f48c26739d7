import '../../styles.css';
import type { PepperCard } from '@pepper/contract';
import { queries } from '@pepper/client';
import { databaseHeatBarPercent, showsBomb } from '@pepper/domain/heat';
import { Button, EmptyState, HeatBadge, HeatBar, PageHeader, PageTextHead } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import { Bomb, Dices, ImageOff, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from '@pepper/router';
import { cardShuText } from '../../components/CatalogPepperCard';
import { FetchedContent } from '../../components/FetchedContent';
import { Skeleton } from '../../components/Skeleton';
import { nextPepper, randomAddress, shownPepper } from './random-walk';

function PepperImage({ pepper }: { pepper: PepperCard }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = pepper.imageUrl;
  if (failedSrc === src) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-stone-100 text-ink-soft">
        <ImageOff aria-hidden className="h-8 w-8" />
        <span className="text-sm font-semibold">No Image Available</span>
      </div>
    );
  }
  return (
    <img
      key={src}
      src={src}
      alt={`${pepper.name} pepper`}
      width={480}
      height={360}
      onError={() => setFailedSrc(src)}
      className="aspect-[4/3] w-full bg-[#fff8f0] object-contain"
    />
  );
}

export default function RandomPepperScreen() {
  const peppers = useQuery(queries.peppers());
  const list = peppers.data?.peppers ?? [];
  // The address names the pepper (?pepper=), so the server renders it and "Next Random" is a plain link.
  const [params] = useSearchParams();
  const named = Number(params.get('pepper'));
  const pepper = shownPepper(list, Number.isInteger(named) && named > 0 ? named : null, new Date());
  const next = pepper ? randomAddress(nextPepper(list, pepper)) : '/random';

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageTextHead path="/random" />
      <PageHeader
        title="Random Pepper"
        subtitle="Discover varieties"
        backTo="/menu"
        backLabel="Back to Menu"
      />
      <FetchedContent
        read={peppers}
        loading={
          <div role="status" aria-live="polite" className="grid grid-cols-1 gap-3">
            <span className="sr-only">Loading peppers…</span>
            <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-16 w-full" />
          </div>
        }
        failed="Failed to fetch peppers"
      >
        {() =>
          list.length === 0 || !pepper ? (
            <EmptyState
              icon={Dices}
              title="No peppers available to randomize"
              description="Check back once varieties have been added."
            />
          ) : (
            <>
              <Button asChild className="w-full">
                <Link to={next}>
                  <Dices aria-hidden className="h-5 w-5" />
                  Generate Random Pepper
                </Link>
              </Button>
              <article
                className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
                aria-live="polite"
                aria-atomic
              >
                <PepperImage pepper={pepper} />
                <div className="grid grid-cols-1 gap-2 p-4">
                  <h2 className="flex items-center gap-2 text-2xl font-extrabold text-ink">
                    {pepper.name}
                    {showsBomb(pepper.shuMax) ? (
                      <Bomb role="img" aria-label="Over 3 million SHU" className="h-5 w-5 text-chili-700" />
                    ) : null}
                  </h2>
                  <p className="text-sm italic text-ink-soft">{pepper.scientificName}</p>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                    <HeatBadge level={pepper.heatLevel} />
                    <span>{cardShuText(pepper)}</span>
                    <span>· {pepper.origin}</span>
                  </div>
                  <HeatBar percent={databaseHeatBarPercent(pepper.shuMax)} label={`${pepper.name} heat`} />
                  <div className="mt-2 grid grid-cols-1 gap-2">
                    <Button asChild variant="outline">
                      <Link to={`/peppers/${pepper.id}`}>View Full Details</Link>
                    </Button>
                    <Button asChild variant="secondary">
                      <Link to={next}>
                        <Shuffle aria-hidden className="h-4 w-4" />
                        Next Random
                      </Link>
                    </Button>
                  </div>
                </div>
              </article>
            </>
          )
        }
      </FetchedContent>
    </div>
  );
}

import { Thumbnail } from '@pepper/ui';
import type { PepperCard } from '@pepper/contract';
import { popularPeppers } from '@pepper/domain/peppers';
import { useMemo } from 'react';
import { Link } from '@pepper/router';
import { HeatChip, HeatChipSpace } from './HeatChip';

/** Up to 4, by the name-priority list, filled at random when fewer match; four card-shaped blanks while loading. */
export function PopularPeppers({ peppers }: { peppers: PepperCard[] | undefined }) {
  const popular = useMemo(() => (peppers ? popularPeppers(peppers) : null), [peppers]);
  return (
    <section aria-labelledby="popular">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="popular" className="text-lg font-bold">
          Popular Peppers
        </h2>
        <Link
          to="/peppers"
          className="inline-flex min-h-touch items-center px-2 text-sm font-semibold text-chili-700"
        >
          View All
        </Link>
      </div>
      {popular ? null : (
        <ul aria-hidden className="grid animate-pulse grid-cols-2 gap-3">
          {[0, 1, 2, 3].map((i) => (
            <li
              key={i}
              className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
            >
              <span className="h-14 w-14 rounded-xl bg-stone-100" />
              <span className="w-3/4 rounded bg-stone-100">&nbsp;</span>
              <HeatChipSpace />
            </li>
          ))}
        </ul>
      )}
      <ul className={popular ? 'grid grid-cols-2 gap-3' : 'hidden'}>
        {(popular ?? []).map((p) => (
          <li key={p.id}>
            <Link
              to={`/peppers/${p.id}`}
              className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
            >
              <Thumbnail src={p.imageUrl} size={56} />
              <span className="font-bold text-ink">{p.name}</span>
              <HeatChip pepper={p} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { PepperCard } from '@pepper/contract';
import { popularPeppers } from '@pepper/domain';
import { useMemo } from 'react';
import { Link } from '@pepper/router';
import { HeatChip } from './HeatChip';

/** Spec 01 §4: up to 4, by the name-priority list, filled at random when fewer match. */
export function PopularPeppers({ peppers }: { peppers: PepperCard[] }) {
  const popular = useMemo(() => popularPeppers(peppers), [peppers]);
  return (
    <section aria-labelledby="popular">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="popular" className="text-lg font-bold">
          Popular Peppers
        </h2>
        <Link to="/peppers" className="inline-flex min-h-touch items-center px-2 text-sm font-semibold text-chili-700">
          View All
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3">
        {popular.map((p) => (
          <li key={p.id}>
            <Link to={`/peppers/${p.id}`} className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
              <img
                src={p.image_url ?? `/api/images/peppers/${p.id}.svg`}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="h-14 w-14 rounded-xl bg-stone-100 object-cover"
              />
              <span className="font-bold text-ink">{p.name}</span>
              <HeatChip shu={p.shu} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

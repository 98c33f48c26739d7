import type { PepperCard } from '@pepper/contract';
import { homeHeatBarPercent, pepperOfTheDay } from '@pepper/domain';
import { HeatBar } from '@pepper/ui';
import { Link } from '@pepper/router';
import { HeatChip } from './HeatChip';

/** Spec 01 §4: chosen by day of year modulo the number of loaded peppers, so it changes daily. */
export function PepperOfTheDay({ peppers, today }: { peppers: PepperCard[]; today: Date }) {
  const pepper = pepperOfTheDay(peppers, today);
  if (!pepper) return null;
  return (
    <section aria-labelledby="potd" className="rounded-2xl bg-gradient-to-br from-chili-700 to-chili-900 p-4 text-white shadow">
      <h2 id="potd" className="text-xs font-bold uppercase tracking-wide text-chili-100">
        Pepper of the Day
      </h2>
      <Link to={`/peppers/${pepper.id}`} className="mt-2 flex items-center gap-3">
        <img
          src={pepper.image_url ?? `/api/images/peppers/${pepper.id}.svg`}
          alt=""
          width={72}
          height={72}
          className="h-[72px] w-[72px] rounded-xl bg-white/10 object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xl font-extrabold">{pepper.name}</span>
          <span className="block truncate text-sm italic text-chili-100">{pepper.scientificName}</span>
          <span className="mt-1 inline-block rounded-lg bg-white px-1 py-0.5">
            <HeatChip shu={pepper.shu} />
          </span>
        </span>
      </Link>
      <HeatBar className="mt-3 bg-white/25" percent={homeHeatBarPercent(pepper.shu)} label={`${pepper.name} heat`} />
    </section>
  );
}

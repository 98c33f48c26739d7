import type { PepperCard } from '@pepper/contract';
import { homeHeatBarPercent } from '@pepper/domain/heat';
import { pepperOfTheDay } from '@pepper/domain/peppers';
import { HeatBar } from '@pepper/ui';
import { Link } from '@pepper/router';
import { HeatChip, HeatChipSpace } from './HeatChip';

/** While the list loads: the card's own shape, so nothing below moves when the pepper arrives. */
function PepperOfTheDaySkeleton() {
  return (
    <section
      aria-labelledby="potd"
      aria-busy="true"
      className="rounded-2xl bg-gradient-to-br from-chili-700 to-chili-900 p-4 text-white shadow"
    >
      <h2 id="potd" className="text-xs font-bold uppercase tracking-wide text-chili-100">
        Pepper of the Day
      </h2>
      <div aria-hidden className="mt-2 flex animate-pulse items-center gap-3">
        <span className="h-[72px] w-[72px] shrink-0 rounded-xl bg-white/10" />
        <span className="min-w-0 flex-1">
          <span className="block w-2/3 rounded bg-white/20 text-xl">&nbsp;</span>
          <span className="mt-px block w-1/2 rounded bg-white/10 text-sm">&nbsp;</span>
          <HeatChipSpace className="mt-1 inline-block rounded-lg px-1 py-0.5" />
        </span>
      </div>
      <div aria-hidden className="mt-3 h-2 w-full rounded-full bg-white/25" />
    </section>
  );
}

/** Chosen by day of year modulo the number of loaded peppers, so it changes daily; `peppers` undefined while loading. */
export function PepperOfTheDay({ peppers, today }: { peppers: PepperCard[] | undefined; today: Date }) {
  if (!peppers) return <PepperOfTheDaySkeleton />;
  const pepper = pepperOfTheDay(peppers, today);
  if (!pepper) return null;
  return (
    <section
      aria-labelledby="potd"
      className="rounded-2xl bg-gradient-to-br from-chili-700 to-chili-900 p-4 text-white shadow"
    >
      <h2 id="potd" className="text-xs font-bold uppercase tracking-wide text-chili-100">
        Pepper of the Day
      </h2>
      <Link to={`/peppers/${pepper.id}`} className="mt-2 flex items-center gap-3">
        <img
          src={pepper.imageUrl}
          alt=""
          width={72}
          height={72}
          className="h-[72px] w-[72px] rounded-xl bg-white/10 object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xl font-extrabold">{pepper.name}</span>
          <span className="block truncate text-sm italic text-chili-100">{pepper.scientificName}</span>
          <span className="mt-1 inline-block rounded-lg bg-white px-1 py-0.5">
            <HeatChip pepper={pepper} />
          </span>
        </span>
      </Link>
      <HeatBar
        className="mt-3 bg-white/25"
        percent={homeHeatBarPercent(pepper.shu)}
        label={`${pepper.name} heat`}
      />
    </section>
  );
}

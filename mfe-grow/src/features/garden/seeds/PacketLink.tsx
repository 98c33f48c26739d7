import type { SeedPacket } from '@pepper/contract';
import { Link } from '@pepper/router';
import { Badge, cn } from '@pepper/ui';
import { ChevronRight, Package } from 'lucide-react';
import { ratePercent, seedsText, SOURCE_LABELS, VIABILITY_STYLES } from './labels';

/** One packet of the stash: variety, source, year, seeds left, viability and the latest germination rate. */
export function PacketLink({ packet }: { packet: SeedPacket }) {
  return (
    <Link
      to={`/garden/seeds/${packet.id}`}
      className="flex min-h-touch items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-green-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-green-800"
    >
      <span className="rounded-xl bg-amber-50 p-2 text-amber-900">
        <Package aria-hidden className="h-6 w-6" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-ink">{packet.pepperName}</span>
          <Badge className={cn(VIABILITY_STYLES[packet.viability.status])}>{packet.viability.label}</Badge>
        </span>
        <span className="text-sm text-ink-soft">
          {SOURCE_LABELS[packet.source]} · {packet.year} · {seedsText(packet.seedsLeft)} left
        </span>
        <span className="text-sm text-ink">
          {packet.latestTest
            ? `Germination ${ratePercent(packet.latestTest.rate)} (${packet.latestTest.sprouted} of ${packet.latestTest.sown})`
            : 'Not tested yet'}
        </span>
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-ink-soft" />
    </Link>
  );
}

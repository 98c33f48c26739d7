import type { SeedPacket } from '@pepper/contract';
import { Link } from '@pepper/router';
import { sownThisSeason } from '@pepper/domain/grow-calendar';
import { cn, InfoCard } from '@pepper/ui';
import { shortDay } from '../format';
import { seedsText } from './labels';

type Window = SeedPacket['sowing']['window'];

/** The groups of the plan, in the order a grower acts on them. */
const GROUPS: { window: Window; title: string; listName: string }[] = [
  { window: 'sow-this-week', title: 'Sow this week', listName: 'Sow this week' },
  { window: 'sow-soon', title: 'Sow soon', listName: 'Sow soon' },
  { window: 'later', title: 'Later this season', listName: 'Later this season' },
  { window: 'too-late', title: 'Too late for this season, unless…', listName: 'Too late for this season' },
];

function PlanItem({ packet }: { packet: SeedPacket }) {
  const { viability } = packet;
  const planned = packet.plantings.find((s) => s.state === 'planned');
  const sown = packet.plantings.find((s) => s.state === 'sown' && sownThisSeason(s.sownOn, new Date()));
  return (
    <li
      className={cn(
        'rounded-xl p-3 text-sm',
        packet.sowing.window === 'too-late' ? 'bg-stone-100' : 'bg-green-50',
      )}
    >
      <Link
        to={`/garden/seeds/${packet.id}`}
        className="font-semibold text-ink underline decoration-green-800 underline-offset-2"
      >
        {packet.pepperName} ({packet.year})
      </Link>
      <p className="text-ink-soft">
        {seedsText(packet.seedsLeft)} left · {viability.label}
        {viability.seedsPerPlant && viability.status !== 'fresh'
          ? ` · sow ${viability.seedsPerPlant} per plant`
          : ''}
        {` · ${packet.sowing.weeksIndoors} weeks indoors before planting out`}
      </p>
      {planned ? (
        <p className="font-semibold text-ink">
          Sowing planned for {shortDay(planned.sownOn)} ({seedsText(planned.seeds)} set aside): it is on My
          Garden&apos;s plan.
        </p>
      ) : sown ? (
        <p className="font-semibold text-ink">
          Sown on {shortDay(sown.sownOn)} ({seedsText(sown.seeds)}): this season&apos;s sowing is done.
        </p>
      ) : (
        <>
          <p className="text-ink">{packet.sowing.detail}</p>
          {packet.sowing.unless ? <p className="font-semibold text-ink">…{packet.sowing.unless}</p> : null}
        </>
      )}
    </li>
  );
}

/** What to sow when, for the packets with seeds left, from the grower's last frost. */
export function SowingPlan({ packets }: { packets: SeedPacket[] }) {
  const sowable = packets.filter((p) => p.seedsLeft > 0);
  const waiting = sowable.find((p) => p.sowing.window === 'no-frost-date');
  if (!sowable.length)
    return (
      <InfoCard title="Nothing to sow yet">
        <p className="text-sm text-ink-soft">Add a packet with seeds left to see when to sow it.</p>
      </InfoCard>
    );
  if (waiting)
    return (
      <InfoCard title="When to sow">
        <p className="text-sm text-ink">
          Add your town or postcode (or your last frost) in My Garden to date the sowing. Each variety is sown
          its own number of weeks before planting out:
        </p>
        <ul className="grid gap-1 text-sm" aria-label="Weeks indoors">
          {sowable.map((p) => (
            <li key={p.id}>
              <span className="font-semibold">
                {p.pepperName} ({p.year})
              </span>
              : {p.sowing.weeksIndoors} weeks indoors before planting out
            </li>
          ))}
        </ul>
        <Link
          to="/garden#your-place"
          className="min-h-touch py-2 text-sm font-semibold text-green-800 underline"
        >
          Add your place
        </Link>
      </InfoCard>
    );
  return (
    <>
      {GROUPS.map((group) => {
        const inGroup = sowable.filter((p) => p.sowing.window === group.window);
        if (!inGroup.length) return null;
        return (
          <InfoCard key={group.window} title={group.title}>
            <ul className="grid gap-2" aria-label={group.listName}>
              {inGroup.map((p) => (
                <PlanItem key={p.id} packet={p} />
              ))}
            </ul>
          </InfoCard>
        );
      })}
    </>
  );
}

import { queries } from '@pepper/client';
import { Badge, Card, EmptyState } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../components/useAccount';
import { MemberHint } from './MemberHint';
import { Price } from './Price';

/** A grow-kit card shows up to 3 included items. */
export const KIT_INCLUDES_SHOWN = 3;

const LEVELS: Record<string, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
};

export function GrowKitsTab({ account, onSeePlans }: { account: Account; onSeePlans: () => void }) {
  const kits = useQuery(queries.growKits());
  if (kits.isPending)
    return (
      <p role="status" className="text-sm text-ink-soft">
        Loading grow kits…
      </p>
    );
  if (kits.isError)
    return (
      <EmptyState title="Grow kits could not be loaded" description="Check your connection and try again." />
    );
  if (kits.data.length === 0) return <EmptyState title="No grow kits available" />;
  return (
    <div className="grid gap-3">
      <MemberHint account={account} onSeePlans={onSeePlans} />
      <ul className="grid gap-3" aria-label="Grow kits">
        {kits.data.map((kit) => {
          const more = kit.includes.length - KIT_INCLUDES_SHOWN;
          return (
            <li key={kit.id}>
              <Card className="grid gap-2">
                <img
                  src={kit.imageUrl}
                  alt=""
                  width={320}
                  height={160}
                  loading="lazy"
                  className="h-40 w-full rounded-xl bg-stone-100 object-cover"
                />
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-bold text-ink">{kit.name}</h3>
                  <Badge className="bg-stone-100 text-ink">
                    {LEVELS[kit.difficultyLevel] ?? kit.difficultyLevel}
                  </Badge>
                </div>
                <p className="text-sm text-ink-soft">{kit.description}</p>
                <p className="text-sm font-semibold text-ink">Includes:</p>
                <ul className="grid list-disc gap-0.5 pl-5 text-sm text-ink">
                  {kit.includes.slice(0, KIT_INCLUDES_SHOWN).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                {more > 0 ? <p className="text-xs text-ink-soft">and {more} more</p> : null}
                <Price
                  originalPrice={kit.originalPrice}
                  discountedPrice={kit.discountedPrice}
                  discountPercent={kit.discountPercent}
                />
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

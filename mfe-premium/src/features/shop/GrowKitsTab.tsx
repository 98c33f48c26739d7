import { queries } from '@pepper/client';
import { Badge, Button, Card, EmptyState } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../components/useAccount';
import { Includes } from './Includes';
import { MemberHint } from './MemberHint';
import { Price } from './Price';
import { kitItem } from './shop-item';
import { ShopItemDetail } from './ShopItemDetail';
import { useShownItem } from './useShownItem';

export function GrowKitsTab({ account, onSeePlans }: { account: Account; onSeePlans: () => void }) {
  const kits = useQuery(queries.growKits());
  const [shown, show] = useShownItem('kit');
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
  const open = shown !== null ? kits.data.find((k) => k.id === shown) : undefined;
  if (open)
    return (
      <ShopItemDetail
        item={kitItem(open)}
        account={account}
        backLabel="All grow kits"
        onBack={() => show(null)}
        onSeePlans={onSeePlans}
      />
    );
  return (
    <div className="grid gap-3">
      <MemberHint account={account} onSeePlans={onSeePlans} />
      <ul className="grid gap-3" aria-label="Grow kits">
        {kits.data.map((kit) => {
          const item = kitItem(kit);
          const titleId = `kit-${kit.id}-title`;
          return (
            <li key={kit.id}>
              <Card className="grid gap-2">
                <img
                  src={kit.imageUrl}
                  alt=""
                  width={320}
                  height={160}
                  loading="lazy"
                  className="h-40 w-full rounded-xl bg-stone-100 object-contain"
                />
                <div className="flex items-start justify-between gap-2">
                  <h3 id={titleId} className="font-bold text-ink">
                    {kit.name}
                  </h3>
                  <Badge className="shrink-0 bg-stone-100 text-ink">{item.label}</Badge>
                </div>
                <p className="text-sm text-ink-soft">{kit.description}</p>
                <Includes items={kit.includes} />
                <Price
                  originalPrice={kit.originalPrice}
                  discountedPrice={kit.discountedPrice}
                  discountPercent={kit.discountPercent}
                />
                <Button variant="outline" onClick={() => show(kit.id)} aria-describedby={titleId}>
                  Details and buying
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

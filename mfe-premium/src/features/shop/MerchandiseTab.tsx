import { queries } from '@pepper/client';
import { Badge, Button, Card, EmptyState, Thumbnail } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../components/useAccount';
import { MemberHint } from './MemberHint';
import { Price } from './Price';
import { merchandiseItem } from './shop-item';
import { ShopItemDetail } from './ShopItemDetail';
import { useShownItem } from './useShownItem';

export function MerchandiseTab({ account, onSeePlans }: { account: Account; onSeePlans: () => void }) {
  const items = useQuery(queries.merchandise());
  const [shown, show] = useShownItem('merch');
  if (items.isPending)
    return (
      <p role="status" className="text-sm text-ink-soft">
        Loading merchandise…
      </p>
    );
  if (items.isError)
    return (
      <EmptyState
        title="Merchandise could not be loaded"
        description="Check your connection and try again."
      />
    );
  if (items.data.length === 0) return <EmptyState title="No merchandise available" />;
  const open = shown !== null ? items.data.find((m) => m.id === shown) : undefined;
  if (open)
    return (
      <ShopItemDetail
        item={merchandiseItem(open)}
        account={account}
        backLabel="All merchandise"
        onBack={() => show(null)}
        onSeePlans={onSeePlans}
      />
    );
  return (
    <div className="grid gap-3">
      <MemberHint account={account} onSeePlans={onSeePlans} />
      <ul className="grid grid-cols-1 gap-3" aria-label="Merchandise">
        {items.data.map((merch) => {
          const item = merchandiseItem(merch);
          const titleId = `merch-${merch.id}-title`;
          return (
            <li key={merch.id}>
              <Card className="grid gap-3">
                <div className="flex gap-3">
                  <Thumbnail src={merch.imageUrl} size={88} />
                  <div className="grid min-w-0 gap-1">
                    <Badge className="w-fit bg-stone-100 text-ink">{item.label}</Badge>
                    <h3 id={titleId} className="font-bold text-ink">
                      {merch.name}
                    </h3>
                    <p className="text-sm text-ink-soft">{merch.description}</p>
                    <Price
                      originalPrice={merch.originalPrice}
                      discountedPrice={merch.discountedPrice}
                      discountPercent={merch.discountPercent}
                    />
                  </div>
                </div>
                <Button variant="outline" onClick={() => show(merch.id)} aria-describedby={titleId}>
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

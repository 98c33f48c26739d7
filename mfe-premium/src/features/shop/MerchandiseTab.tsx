import { queries } from '@pepper/client';
import { Badge, Card, EmptyState, Thumbnail } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../components/useAccount';
import { MemberHint } from './MemberHint';
import { Price } from './Price';

const CATEGORY_NAMES: Record<string, string> = {
  apparel: 'Apparel',
  kitchen: 'Kitchen',
  garden: 'Garden',
  pantry: 'Pantry',
  books: 'Books',
  accessories: 'Accessories',
};

export function MerchandiseTab({ account, onSeePlans }: { account: Account; onSeePlans: () => void }) {
  const items = useQuery(queries.merchandise());
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
  return (
    <div className="grid gap-3">
      <MemberHint account={account} onSeePlans={onSeePlans} />
      <ul className="grid grid-cols-1 gap-3" aria-label="Merchandise">
        {items.data.map((item) => (
          <li key={item.id}>
            <Card className="flex gap-3">
              <Thumbnail src={item.imageUrl} size={88} />
              <div className="grid min-w-0 gap-1">
                <Badge className="w-fit bg-stone-100 text-ink">
                  {CATEGORY_NAMES[item.category] ?? item.category}
                </Badge>
                <h3 className="font-bold text-ink">{item.name}</h3>
                <p className="text-sm text-ink-soft">{item.description}</p>
                <Price
                  originalPrice={item.originalPrice}
                  discountedPrice={item.discountedPrice}
                  discountPercent={item.discountPercent}
                />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { queries } from '@pepper/client';
import { Badge } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../components/useAccount';
import { Includes } from './Includes';
import { Price } from './Price';
import { kitItem } from './shop-item';
import { ShopPicture } from './ShopPicture';
import { ShopShelf } from './ShopShelf';

export function GrowKitsTab({ account }: { account: Account }) {
  return (
    <ShopShelf
      account={account}
      products={useQuery({ ...queries.growKits(), select: (products) => products.map(kitItem) })}
      holds="grow kits"
      param="kit"
      cardClassName="grid gap-2"
      card={(kit, titleId) => (
        <>
          <ShopPicture src={kit.imageUrl} lazy className="h-40" />
          <div className="flex items-start justify-between gap-2">
            <h3 id={titleId} className="font-bold text-ink">
              {kit.name}
            </h3>
            <Badge className="shrink-0 bg-stone-100 text-ink">{kit.label}</Badge>
          </div>
          <p className="text-sm text-ink-soft">{kit.description}</p>
          <Includes items={kit.includes ?? []} />
          <Price {...kit} />
        </>
      )}
    />
  );
}

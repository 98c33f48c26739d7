import { queries } from '@pepper/client';
import { Badge, Thumbnail } from '@pepper/ui';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '../../components/useAccount';
import { Price } from './Price';
import { merchandiseItem } from './shop-item';
import { ShopShelf } from './ShopShelf';

export function MerchandiseTab({ account }: { account: Account }) {
  return (
    <ShopShelf
      account={account}
      products={useQuery({ ...queries.merchandise(), select: (products) => products.map(merchandiseItem) })}
      holds="merchandise"
      param="merch"
      cardClassName="grid gap-3"
      card={(merch, titleId) => (
        <div className="flex gap-3">
          <Thumbnail src={merch.imageUrl} size={88} />
          <div className="grid min-w-0 gap-1">
            <Badge className="w-fit bg-stone-100 text-ink">{merch.label}</Badge>
            <h3 id={titleId} className="font-bold text-ink">
              {merch.name}
            </h3>
            <p className="text-sm text-ink-soft">{merch.description}</p>
            <Price {...merch} />
          </div>
        </div>
      )}
    />
  );
}

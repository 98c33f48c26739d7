import { Link } from '@pepper/router';
import { Button, Card, EmptyState } from '@pepper/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Account } from '../../components/useAccount';
import { MemberHint } from './MemberHint';
import type { ShopItem } from './shop-item';
import { ShopItemDetail } from './ShopItemDetail';
import { useShownItem } from './useShownItem';

export interface ShopShelfProps {
  account: Account;
  products: UseQueryResult<ShopItem[]>;
  /** What the shelf holds, in the words of its list, its messages and its back link: 'grow kits'. */
  holds: string;
  /** The address parameter naming the open item (`?kit=2`), and the start of each card's title id. */
  param: 'kit' | 'merch';
  cardClassName: string;
  /** The card's content above its Details and buying link; the title carries `titleId`. */
  card: (item: ShopItem, titleId: string) => ReactNode;
}

/** One shelf of the shop: its products as cards, or, when one is open in the address, that product's detail. */
export function ShopShelf({ account, products, holds, param, cardClassName, card }: ShopShelfProps) {
  const [shown, addressOf] = useShownItem(param);
  const title = holds.charAt(0).toUpperCase() + holds.slice(1);
  if (products.isPending)
    return (
      <p role="status" className="text-sm text-ink-soft">
        Loading {holds}…
      </p>
    );
  if (products.isError)
    return (
      <EmptyState title={`${title} could not be loaded`} description="Check your connection and try again." />
    );
  const items = products.data;
  if (items.length === 0) return <EmptyState title={`No ${holds} available`} />;
  const open = shown !== null ? items.find((item) => item.id === shown) : undefined;
  if (open)
    return (
      <ShopItemDetail item={open} account={account} backLabel={`All ${holds}`} backTo={addressOf(null)} />
    );
  return (
    <div className="grid gap-3">
      <MemberHint account={account} />
      <ul className="grid grid-cols-1 gap-3" aria-label={title}>
        {items.map((item) => {
          const titleId = `${param}-${item.id}-title`;
          return (
            <li key={item.id}>
              <Card className={cardClassName}>
                {card(item, titleId)}
                <Button asChild variant="outline">
                  <Link to={addressOf(item.id)} aria-describedby={titleId}>
                    Details and buying
                  </Link>
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

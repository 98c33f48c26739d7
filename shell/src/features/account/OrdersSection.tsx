import type { Order } from '@pepper/contract';
import { queries } from '@pepper/client';
import { formatCents } from '@pepper/domain/plans';
import { Link } from '@pepper/router';
import { useQuery } from '@tanstack/react-query';
import { AccountList, AccountListItem, AccountRead } from './AccountList';
import { AccountSection } from './AccountSection';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-04T…' → 'Mar 4, 2026', without the browser's locale machinery. */
function dayText(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

function OrderItem({ order }: { order: Order }) {
  return (
    <AccountListItem className="grid gap-1">
      <p className="flex justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{dayText(order.createdAt)}</span>
        <span className="font-bold text-ink">{formatCents(order.total)}</span>
      </p>
      <ul className="text-sm text-ink-soft">
        {order.lines.map((line) => (
          <li key={`${line.kind}-${line.itemId}`}>
            {line.quantity} × {line.name} at {formatCents(line.unitPrice)}
          </li>
        ))}
      </ul>
      {order.discountPercent > 0 ? (
        <p className="text-xs text-green-800">Member discount: {order.discountPercent}%</p>
      ) : null}
    </AccountListItem>
  );
}

/** The member's paid orders from the shop, newest first. */
export function OrdersSection() {
  const orders = useQuery(queries.orders());
  return (
    <AccountSection title="Orders">
      <AccountRead query={orders} what="orders">
        {({ orders: list }) =>
          list.length === 0 ? (
            <p className="text-sm text-ink-soft">
              No orders yet. Grow kits and merchandise are in the{' '}
              <Link to="/premium?tab=kits" className="font-semibold text-chili-800 underline">
                shop
              </Link>
              .
            </p>
          ) : (
            <AccountList label="Your orders">
              {list.map((order) => (
                <OrderItem key={order.id} order={order} />
              ))}
            </AccountList>
          )
        }
      </AccountRead>
    </AccountSection>
  );
}

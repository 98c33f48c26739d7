/**
 * The shop: one-off purchases of grow kits and merchandise through Stripe Checkout, and the orders they
 * become. Prices and the member discount are decided by the server; the client names only items and
 * quantities. An order is recorded from the provider's signed webhook, once per checkout session.
 */
import { Type, type Static } from 'typebox';
import { endpoints } from './endpoint-paths.js';
import { MAX_ORDER_QUANTITY } from './limits.js';
import { answers, errors, section, type RouteDef } from './route-parts.js';
import { Cents, closed, Id, StringEnum } from './schema-parts.js';
import { SHOP_ITEM_KINDS } from './vocabulary.js';

export type ShopItemKind = (typeof SHOP_ITEM_KINDS)[number];

const ShopItemKind = StringEnum(SHOP_ITEM_KINDS);

export const CheckoutRequest = Type.Object(
  {
    kind: ShopItemKind,
    itemId: Id,
    quantity: Type.Integer({ minimum: 1, maximum: MAX_ORDER_QUANTITY }),
  },
  closed,
);
export type CheckoutRequest = Static<typeof CheckoutRequest>;

export const CheckoutSession = Type.Object({
  /** The provider's hosted payment page; the browser goes there next. */
  url: Type.String(),
});
export type CheckoutSession = Static<typeof CheckoutSession>;

export const OrderLine = Type.Object({
  kind: ShopItemKind,
  itemId: Id,
  name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** Cents per item after the member discount. */
  unitPrice: Cents,
});
export type OrderLine = Static<typeof OrderLine>;

export const Order = Type.Object({
  id: Id,
  /** ISO date-time of the payment. */
  createdAt: Type.String(),
  lines: Type.Array(OrderLine),
  discountPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Cents charged, shipping excluded. */
  total: Cents,
  currency: Type.String(),
  status: StringEnum(['paid'] as const),
});
export type Order = Static<typeof Order>;

export const OrderList = Type.Object({ orders: Type.Array(Order) });
export type OrderList = Static<typeof OrderList>;

const shop = section('shop');

export const orderRoutes = {
  checkout: shop.route(endpoints.checkout, 'none', {
    summary: 'Start paying for one shop item; answers the hosted payment page to send the buyer to',
    body: CheckoutRequest,
    response: { 200: CheckoutSession, ...errors(400, 404, 429, 502, 503) },
  }),
  orders: shop.withoutInput(endpoints.orders, 'user', answers(OrderList, 401), {
    summary: "The signed-in member's paid orders, newest first",
  }),
} satisfies Record<string, RouteDef>;

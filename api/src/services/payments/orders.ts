/**
 * The shop's orders. A checkout is priced here from the catalog and the buyer's plan; the order is recorded
 * only from the provider's signed event saying the checkout session was paid, once per session (the session
 * id is a unique key, so two deliveries racing each other still leave one order).
 */
import type { Order, OrderLine, PlanType, ShopItemKind } from '@pepper/contract';
import { SHOP_ITEM_KINDS } from '@pepper/contract';
import { discountedPrice, discountPercentForPlan } from '@pepper/domain/plans';
import type { Db } from '../../db/connection.js';
import type { Catalog } from '../catalog/catalog.js';
import { isUniqueViolation } from '../accounts/users.js';

export const ORDER_CURRENCY = 'usd';

/** What one checkout costs the caller, decided from the catalog and the plan, never from the request. */
export interface CheckoutQuote {
  kind: ShopItemKind;
  itemId: number;
  name: string;
  description: string;
  quantity: number;
  discountPercent: number;
  /** Cents per item after the discount. */
  unitPrice: number;
}

export function quoteCheckout(
  catalog: Pick<Catalog, 'shopItem'>,
  request: { kind: ShopItemKind; itemId: number; quantity: number },
  plan: PlanType | null,
): CheckoutQuote | null {
  const item = catalog.shopItem(request.kind, request.itemId);
  if (!item) return null;
  const discountPercent = discountPercentForPlan(item.price, plan);
  return {
    kind: request.kind,
    itemId: request.itemId,
    name: item.name,
    description: item.description,
    quantity: request.quantity,
    discountPercent,
    unitPrice: discountedPrice(item.price.originalPrice, discountPercent),
  };
}

/** The quote as it travels on the checkout session, so the paid session alone says what was bought. */
export function checkoutMetadata(quote: CheckoutQuote, userId: number | null): Record<string, string> {
  return {
    kind: quote.kind,
    itemId: String(quote.itemId),
    name: quote.name.slice(0, 200),
    quantity: String(quote.quantity),
    unitPrice: String(quote.unitPrice),
    discountPercent: String(quote.discountPercent),
    ...(userId ? { userId: String(userId) } : {}),
  };
}

/** A paid checkout session, as the webhook reads it from a signed event. */
export interface PaidCheckout {
  sessionId: string;
  userId: number | null;
  discountPercent: number;
  total: number;
  currency: string;
  /** Unix seconds. */
  paidAt: number;
  line: Omit<OrderLine, 'kind'> & { kind: ShopItemKind };
}

const whole = (value: unknown, min: number, max: number): number | null => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/**
 * Reads a paid shop checkout from a `checkout.session.completed` (or `async_payment_succeeded`) event's
 * session; null for a session that is not paid yet, not a one-off payment, or not one this shop started.
 */
export function paidCheckoutOf(session: Record<string, unknown>, eventCreated: number): PaidCheckout | null {
  const meta = (session.metadata ?? {}) as Record<string, unknown>;
  const kind = SHOP_ITEM_KINDS.find((k) => k === meta.kind);
  const itemId = whole(meta.itemId, 1, 2 ** 31 - 1);
  const quantity = whole(meta.quantity, 1, 1000);
  const unitPrice = whole(meta.unitPrice, 0, 10_000_000);
  const discountPercent = whole(meta.discountPercent, 0, 100);
  const id = session.id;
  if (
    typeof id !== 'string' ||
    id.length === 0 ||
    id.length > 255 ||
    session.mode !== 'payment' ||
    session.payment_status !== 'paid' ||
    !kind ||
    itemId === null ||
    quantity === null ||
    unitPrice === null ||
    discountPercent === null
  )
    return null;
  const subtotal = session.amount_subtotal;
  return {
    sessionId: id,
    userId: whole(meta.userId, 1, 2 ** 31 - 1),
    discountPercent,
    total: typeof subtotal === 'number' && subtotal >= 0 ? subtotal : unitPrice * quantity,
    currency: typeof session.currency === 'string' ? session.currency.slice(0, 3) : ORDER_CURRENCY,
    paidAt: eventCreated,
    line: {
      kind,
      itemId,
      name: typeof meta.name === 'string' && meta.name ? meta.name.slice(0, 200) : `${kind} ${itemId}`,
      quantity,
      unitPrice,
    },
  };
}

/** Records the order of a paid checkout; false when that session's order is already on record. */
export async function recordOrder(db: Db, paid: PaidCheckout): Promise<boolean> {
  try {
    await db.transaction(async (trx) => {
      // The buyer may have deleted the account between paying and this event: the sale is kept anonymous.
      const buyer = paid.userId ? await trx('users').where({ id: paid.userId }).first('id') : undefined;
      const [orderId] = await trx('orders').insert({
        checkout_session_id: paid.sessionId,
        user_id: buyer ? paid.userId : null,
        discount_percent: paid.discountPercent,
        total_cents: paid.total,
        currency: paid.currency,
        status: 'paid',
        created_at: new Date(paid.paidAt * 1000).toISOString(),
      });
      await trx('order_lines').insert({
        order_id: orderId,
        kind: paid.line.kind,
        item_id: paid.line.itemId,
        name: paid.line.name,
        quantity: paid.line.quantity,
        unit_price_cents: paid.line.unitPrice,
      });
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

interface OrderRow {
  id: number;
  discount_percent: number;
  total_cents: number;
  currency: string;
  status: 'paid';
  created_at: string;
}

interface LineRow {
  order_id: number;
  kind: ShopItemKind;
  item_id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
}

/** A member's orders, newest first, each with its lines. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const rows: OrderRow[] = await db('orders').where({ user_id: userId }).orderBy('id', 'desc');
  if (rows.length === 0) return [];
  const lines: LineRow[] = await db('order_lines')
    .whereIn(
      'order_id',
      rows.map((r) => r.id),
    )
    .orderBy('id');
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: r.created_at,
    lines: lines
      .filter((l) => Number(l.order_id) === Number(r.id))
      .map((l) => ({
        kind: l.kind,
        itemId: Number(l.item_id),
        name: l.name,
        quantity: Number(l.quantity),
        unitPrice: Number(l.unit_price_cents),
      })),
    discountPercent: Number(r.discount_percent),
    total: Number(r.total_cents),
    currency: r.currency,
    status: 'paid',
  }));
}

/** A deleted account's orders stay as sales on the books, with nothing left that points at the person. */
export async function anonymiseOrders(db: Db, userId: number): Promise<void> {
  await db('orders').where({ user_id: userId }).update({ user_id: null });
}

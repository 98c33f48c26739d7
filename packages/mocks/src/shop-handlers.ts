/**
 * The shop in QA mode: checkout is priced as the API prices it (the item's own member percentage for the
 * buyer's plan, never a price from the request), the mocked Stripe pays at once, and the order is kept here as
 * the API's webhook would record it, so GET /api/orders lists it. The returned URL is the app's own success
 * path, where Stripe's hosted page would send the buyer back.
 */
import { http, HttpResponse } from 'msw';
import { apiError } from './api-error';
import { MAX_ORDER_QUANTITY, pathPattern, routes, SHOP_ITEM_KINDS, type Order } from '@pepper/contract';
import { planPrice } from '@pepper/domain/plans';
import { growKits, merchandise } from './fixtures';
import { getScenario, planFor } from './scenarios';

/**
 * The orders outlive the page: the buyer comes back from checkout with a full page load, which starts the
 * mocks afresh, so they are kept in the tab's session storage (where there is one).
 */
const STORAGE_KEY = 'pepper-mock-orders';

/** The tab's session storage; Node (the API's agreement test) has none. */
const tabStorage = () =>
  (
    globalThis as {
      sessionStorage?: {
        getItem(key: string): string | null;
        setItem(key: string, value: string): void;
        removeItem(key: string): void;
      };
    }
  ).sessionStorage;

function loadOrders(): Order[] {
  try {
    const kept = tabStorage()?.getItem(STORAGE_KEY);
    return kept ? (JSON.parse(kept) as Order[]) : [];
  } catch {
    return [];
  }
}

function saveOrders() {
  try {
    tabStorage()?.setItem(STORAGE_KEY, JSON.stringify(orders));
  } catch {
    /* storage may be unavailable (private mode): the orders then last as long as the page */
  }
}

let orders: Order[] = loadOrders();

export function resetShopMock() {
  orders = [];
  try {
    tabStorage()?.removeItem(STORAGE_KEY);
  } catch {
    /* nothing kept */
  }
}

/** The signed-in mock user's orders, newest first. */
export const mockOrders = (): Order[] => [...orders].reverse();

/** A paid order of the scenario's member (a purchase completed in QA mode, or a test's). */
export function recordMockOrder(order: Order) {
  orders = [...orders.filter((o) => o.id !== order.id), order];
  saveOrders();
}

const error = (statusCode: number, message: string) =>
  apiError(statusCode, message, statusCode === 404 ? 'Not Found' : 'Bad Request');

export const shopHandlers = [
  http.post(pathPattern(routes.checkout), async ({ request }) => {
    if (getScenario() === 'server-error') return error(500, 'Internal Server Error');
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : '';
    const quantity = body?.quantity;
    if (
      keys !== 'itemId,kind,quantity' ||
      !SHOP_ITEM_KINDS.includes(body!.kind as never) ||
      !Number.isInteger(body!.itemId) ||
      !Number.isInteger(quantity) ||
      (quantity as number) < 1 ||
      (quantity as number) > MAX_ORDER_QUANTITY
    )
      return error(400, `body must name kind, itemId and a quantity from 1 to ${MAX_ORDER_QUANTITY}`);
    const list = body!.kind === 'grow-kit' ? growKits : merchandise;
    const item = list.find((i) => i.id === body!.itemId);
    if (!item) return error(404, body!.kind === 'grow-kit' ? 'Grow kit not found' : 'Item not found');
    const plan = planFor(getScenario());
    const { discountPercent, discountedPrice: unitPrice } = planPrice(item, plan);
    const id = Math.max(0, ...orders.map((o) => o.id)) + 1;
    const sessionId = `cs_mock_${id}`;
    // A visitor's order is paid too, but no account lists it.
    if (plan) {
      orders.push({
        id,
        createdAt: new Date().toISOString(),
        lines: [
          {
            kind: body!.kind as Order['lines'][number]['kind'],
            itemId: item.id,
            name: item.name,
            quantity: quantity as number,
            unitPrice,
          },
        ],
        discountPercent,
        total: unitPrice * (quantity as number),
        currency: 'usd',
        status: 'paid',
      });
      saveOrders();
    }
    return HttpResponse.json({ url: `/premium?order=placed&session_id=${sessionId}` });
  }),
  http.get(pathPattern(routes.orders), () => {
    const scenario = getScenario();
    if (scenario === 'server-error') return error(500, 'Internal Server Error');
    return planFor(scenario)
      ? HttpResponse.json({ orders: mockOrders() })
      : HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Sign in required' },
          { status: 401 },
        );
  }),
];

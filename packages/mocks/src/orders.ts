import type { Order } from '@pepper/contract';
import { http, HttpResponse } from 'msw';
import { getScenario, planFor } from './scenarios';

/** The signed-in member's paid orders, newest first: none until a purchase is recorded. */
let orders: Order[] = [];

/** A paid order of the scenario's member (a purchase completed in QA mode, or a test's). */
export function recordMockOrder(order: Order) {
  orders = [order, ...orders.filter((o) => o.id !== order.id)];
}

export function resetMockOrders() {
  orders = [];
}

export const orderHandlers = [
  http.get('/api/orders', () => {
    const scenario = getScenario();
    if (scenario === 'server-error')
      return HttpResponse.json(
        { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
        { status: 500 },
      );
    if (!planFor(scenario))
      return HttpResponse.json(
        { statusCode: 401, error: 'Unauthorized', message: 'Sign in required' },
        { status: 401 },
      );
    return HttpResponse.json({ orders });
  }),
];

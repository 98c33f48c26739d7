import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { growKitsFor } from './fixtures';
import { setScenario } from './scenarios';
import { resetShopMock, shopHandlers } from './shop-handlers';

const server = setupServer(...shopHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetShopMock();
  setScenario('signed-out');
});
afterAll(() => server.close());

// Relative handler paths match the page's origin, as the app's calls do.
const api = window.location.origin;
const checkout = (body: unknown) =>
  fetch(`${api}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the mocked shop', () => {
  it("pays at once, answers the app's success path, and lists the member's order with the kit's own discount", async () => {
    setScenario('premium');
    // The Salsa Garden Kit costs $29.99 and takes 15% off for Premium members.
    const res = await checkout({ kind: 'grow-kit', itemId: 2, quantity: 2 });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^\/premium\?order=placed&session_id=cs_mock_\d+$/);
    const { orders } = await (await fetch(`${api}/api/orders`)).json();
    expect(orders).toEqual([
      expect.objectContaining({
        lines: [{ kind: 'grow-kit', itemId: 2, name: 'Salsa Garden Kit', quantity: 2, unitPrice: 2549 }],
        discountPercent: 15,
        total: 5098,
      }),
    ]);
    // The buyer returns from checkout with a full page load: the order is kept for the new page.
    expect(JSON.parse(sessionStorage.getItem('pepper-mock-orders')!)).toEqual(orders);
  });

  it('prices each item with its own member percentage, as the shop lists it', async () => {
    setScenario('pro');
    // The Dainty Beginnings kit costs $24.99 and takes 25% off for Pro members.
    await checkout({ kind: 'grow-kit', itemId: 1, quantity: 1 });
    const [order] = (await (await fetch(`${api}/api/orders`)).json()).orders;
    expect(order).toMatchObject({ discountPercent: 25, total: 1874 });
    expect(growKitsFor('pro').find((k) => k.id === 1)).toMatchObject({
      discountPercent: 25,
      discountedPrice: 1874,
    });
  });

  it('refuses a price in the body, a quantity out of range and an unknown item, recording nothing', async () => {
    setScenario('free');
    for (const [body, status] of [
      [{ kind: 'grow-kit', itemId: 1, quantity: 1, unitPrice: 1 }, 400],
      [{ kind: 'grow-kit', itemId: 1, quantity: 0 }, 400],
      [{ kind: 'grow-kit', itemId: 1, quantity: 11 }, 400],
      [{ kind: 'merchandise', itemId: 99, quantity: 1 }, 404],
    ] as const)
      expect((await checkout(body)).status).toBe(status);
    expect((await (await fetch(`${api}/api/orders`)).json()).orders).toEqual([]);
  });

  it('asks visitors to sign in for the order list', async () => {
    expect((await fetch(`${api}/api/orders`)).status).toBe(401);
  });
});

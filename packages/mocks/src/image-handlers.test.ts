import { pepperSvg, shopItemSvg } from '@pepper/content/illustrations';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growKits, peppers } from './fixtures';
import { imageHandlers } from './image-handlers';

const server = setupServer(...imageHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = window.location.origin;

describe('the mock illustrations', () => {
  it("draw a pepper's pod at the address its card names, as the API draws it", async () => {
    const habanero = peppers.find((p) => p.name === 'Habanero')!;
    const res = await fetch(`${api}${habanero.imageUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toBe(pepperSvg(habanero));
  });

  it("draw a grow kit's card", async () => {
    const [kit] = growKits;
    expect(await (await fetch(`${api}${kit.imageUrl}`)).text()).toBe(shopItemSvg(kit.name, 'grow-kit'));
  });

  it('answer 404 for a pepper that is not there', async () => {
    expect((await fetch(`${api}/api/images/peppers/99999.svg`)).status).toBe(404);
  });
});

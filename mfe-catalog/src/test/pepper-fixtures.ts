import type { Pepper } from '@pepper/contract';
import { pepperQueryFrom } from '@pepper/contract';
import { PepperCatalog } from '@pepper/search';
import { peppers } from '@pepper/mocks/fixtures';
import { http, HttpResponse } from '@pepper/mocks/node';

export { peppers };

export function pepperNamed(name: string): Pepper {
  const found = peppers.find((p) => p.name === name);
  if (!found) throw new Error(`no fixture pepper ${name}`);
  return found;
}

/** `count` made-up varieties named 'Capsicum Test 01'... for paging. */
export function manyPeppers(count: number, prefix = 'Capsicum Test'): Pepper[] {
  return Array.from({ length: count }, (_, i) => ({
    ...peppers[0],
    id: 9000 + i,
    name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
  }));
}

/** GET /api/peppers over a given list, by the server's own rules. Every request URL is recorded in `calls`. */
export function pepperListHandler(list: Pepper[], calls: URL[] = []) {
  const catalog = new PepperCatalog(list);
  return http.get('/api/peppers', ({ request }) => {
    const url = new URL(request.url);
    calls.push(url);
    return HttpResponse.json(catalog.find(pepperQueryFrom(url.searchParams)));
  });
}

import type { Pepper, PepperCard } from '@pepper/contract';
import { peppers } from '@pepper/mocks/fixtures';
import { http, HttpResponse } from '@pepper/mocks/node';

export { peppers };

export function pepperNamed(name: string): Pepper {
  const found = peppers.find((p) => p.name === name);
  if (!found) throw new Error(`no fixture pepper ${name}`);
  return found;
}

export function toCard(p: Pepper): PepperCard {
  const { id, name, baseName, scientificName, heatLevel, shu, shuMin, shuMax, origin, species, featured, image_url } = p;
  return { id, name, baseName, scientificName, heatLevel, shu, shuMin, shuMax, origin, species, featured, image_url };
}

/** `count` made-up varieties named 'Capsicum Test 01'... for paging. */
export function manyPeppers(count: number, prefix = 'Capsicum Test'): PepperCard[] {
  return Array.from({ length: count }, (_, i) => ({
    ...toCard(peppers[0]),
    id: 9000 + i,
    name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
  }));
}

/**
 * GET /api/peppers over a given list, honouring the API's `letter` filter (names starting with it) as well
 * as search, heatLevel, origin, page and limit. Every request URL is recorded in `calls`.
 */
export function pepperListHandler(list: PepperCard[], calls: URL[] = []) {
  return http.get('/api/peppers', ({ request }) => {
    const url = new URL(request.url);
    calls.push(url);
    const q = (k: string) => url.searchParams.get(k) ?? '';
    const matching = list.filter(
      (p) =>
        (!q('search') || p.name.toLowerCase().includes(q('search').toLowerCase())) &&
        (!q('letter') || p.name.toUpperCase().startsWith(q('letter').toUpperCase())) &&
        (!q('heatLevel') || p.heatLevel === q('heatLevel')) &&
        (!q('origin') || p.origin.includes(q('origin'))),
    );
    if (!q('limit')) return HttpResponse.json({ peppers: matching });
    const limit = Number(q('limit'));
    const page = Number(q('page') || 1);
    return HttpResponse.json({
      peppers: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      totalPages: Math.ceil(matching.length / limit),
    });
  });
}

/**
 * The illustrations the API draws, drawn by the same code from the fixtures: a pepper's pod, a public recipe's
 * badge, a kit's or an item's card. A members' recipe, like an unknown id, has none here.
 */
import { http, HttpResponse } from 'msw';
import { apiError } from './api-error';
import { pathPattern, routes } from '@pepper/contract';
import { pepperSvg, recipeSvg, shopItemSvg } from '@pepper/content/illustrations';
import { growKits, merchandise, peppers, recipes } from './fixtures';

type Drawing = (id: number) => string | null;

const drawings: [route: { path: string }, draw: Drawing][] = [
  [
    routes.pepperImage,
    (id) => {
      const pepper = peppers.find((p) => p.id === id);
      return pepper ? pepperSvg(pepper) : null;
    },
  ],
  [
    routes.recipeImage,
    (id) => {
      const recipe = recipes.find((r) => r.id === id);
      return recipe ? recipeSvg(recipe) : null;
    },
  ],
  [
    routes.growKitImage,
    (id) => {
      const kit = growKits.find((k) => k.id === id);
      return kit ? shopItemSvg(kit.name, 'grow-kit') : null;
    },
  ],
  [
    routes.merchandiseImage,
    (id) => {
      const item = merchandise.find((m) => m.id === id);
      return item ? shopItemSvg(item.name, 'merchandise') : null;
    },
  ],
];

export const imageHandlers = drawings.map(([route, draw]) =>
  http.get(pathPattern(route), ({ params }) => {
    const svg = draw(Number(params.id));
    return svg === null
      ? apiError(404, 'Image not found', 'Not Found')
      : new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
  }),
);

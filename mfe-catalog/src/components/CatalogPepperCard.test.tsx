import type { PepperCard } from '@pepper/contract';
import { peppers } from '@pepper/content';
import { figureBelongsToLevel, HEAT_SCALE, pepperHeatLevel } from '@pepper/domain/heat';
import { renderPage } from '@pepper/ui/testing';
import { screen, within } from '@testing-library/react';
import { CatalogPepperCard } from './CatalogPepperCard';

const cards: PepperCard[] = peppers.map((p) => ({
  id: p.id,
  name: p.name,
  baseName: p.baseName ?? null,
  scientificName: p.scientificName,
  heatLevel: pepperHeatLevel(p),
  shu: p.shuMax,
  shuMin: p.shuMin,
  shuMax: p.shuMax,
  ...(p.shuMeasured === false ? { shuMeasured: false as const } : {}),
  origin: p.origin,
  species: p.species,
  featured: p.featured,
  imageUrl: '/pepper.svg',
}));

describe('the pepper card (database, heat index, collections, favorites, random)', () => {
  it('writes beside each variety’s level a figure of that level, for every variety', () => {
    renderPage(
      '/cards',
      <ul>
        {cards.map((p) => (
          <li key={p.id}>
            <CatalogPepperCard pepper={p} />
          </li>
        ))}
      </ul>,
    );
    const wrong: string[] = [];
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(cards.length);
    articles.forEach((article, i) => {
      const p = cards[i];
      const level = HEAT_SCALE.find((l) => l.level === p.heatLevel)!;
      const badge = within(article).getByText(level.label);
      const figure = badge.nextElementSibling?.textContent ?? '';
      if (!figureBelongsToLevel(figure, level, p)) wrong.push(`${p.name}: ${level.label} · ${figure}`);
    });
    expect(wrong).toEqual([]);
  });
});

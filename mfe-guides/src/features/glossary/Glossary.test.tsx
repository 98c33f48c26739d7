import { screen, within } from '@testing-library/react';
import Glossary from './GlossaryScreen';
import { renderPage } from '@pepper/ui/testing';
import { filterTerms } from './filter-terms';
import { GLOSSARY_CATEGORIES, GLOSSARY_TERMS } from '@pepper/content/guides/glossary';

const shown = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

describe('Glossary content', () => {
  it('has 20 distinct terms, some in every category, each with a definition and an example', () => {
    expect(GLOSSARY_TERMS).toHaveLength(20);
    expect(new Set(GLOSSARY_TERMS.map((t) => t.term)).size).toBe(20);
    for (const c of GLOSSARY_CATEGORIES)
      expect(
        GLOSSARY_TERMS.some((t) => t.category === c),
        c,
      ).toBe(true);
    for (const t of GLOSSARY_TERMS) {
      expect(t.definition.length, t.term).toBeGreaterThan(40);
      expect(t.example.length, t.term).toBeGreaterThan(20);
    }
  });

  it('keeps the terms in alphabetical order, ignoring case', () => {
    const terms = GLOSSARY_TERMS.map((t) => t.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('matches term and definition, ignoring case and accents, in alphabetical order', () => {
    expect(filterTerms(GLOSSARY_TERMS, 'CAPSAICIN', 'all').map((t) => t.term)).toEqual([
      'Capsaicin',
      'Capsaicinoids',
      'HPLC',
      'Placenta',
      'TRPV1',
    ]);
    expect(filterTerms(GLOSSARY_TERMS, 'jalapeno', 'all').map((t) => t.term)).toEqual([]);
    // 'Xanthomonas' is only in a definition; 'rocoto' is in a definition (and an example).
    expect(filterTerms(GLOSSARY_TERMS, 'xanthomonas', 'all').map((t) => t.term)).toEqual([
      'Bacterial Leaf Spot',
    ]);
    expect(filterTerms(GLOSSARY_TERMS, 'example', 'all')).toEqual([]);
  });
});

describe('Glossary (/glossary)', () => {
  it('lists all 20 terms alphabetically with category, definition and example', () => {
    renderPage('/glossary', <Glossary />);
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
    const names = shown();
    expect(names).toHaveLength(20);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)));
    expect(names[0]).toBe('Bacterial Leaf Spot');
    const capsaicin = screen.getByRole('heading', { name: 'Capsaicin' }).closest('article')!;
    expect(capsaicin).toHaveTextContent('chemistry');
    expect(capsaicin).toHaveTextContent('C18H27NO3');
    expect(capsaicin).toHaveTextContent('16,000,000 SHU');
    expect(screen.getByTestId('release-note')).toHaveTextContent('Guides');
  });

  it('has a tab per category that shows only its terms', async () => {
    const { user } = renderPage('/glossary', <Glossary />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All',
      'Anatomy',
      'Botany',
      'Chemistry',
      'Classification',
      'Cultivation',
      'Disease',
      'Measurement',
      'Species',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Species' }));
    expect(shown()).toEqual(['Capsicum annuum', 'Capsicum chinense', 'Capsicum pubescens']);
    await user.click(screen.getByRole('tab', { name: 'Measurement' }));
    expect(shown()).toEqual(['HPLC', 'Scoville Heat Units']);
  });

  it('searches term and definition within the chosen category', async () => {
    const { user } = renderPage('/glossary', <Glossary />);
    const search = screen.getByRole('searchbox', { name: 'Search terms' });
    await user.type(search, 'seed');
    const all = shown();
    expect(all).toEqual(['Berry', 'Capsicum pubescens', 'F1 Hybrid', 'Hardening Off', 'Placenta']);
    expect(all).toEqual([...all].sort((a, b) => a!.localeCompare(b!)));
    await user.click(screen.getByRole('tab', { name: 'Anatomy' }));
    expect(shown()).toEqual(['Placenta']);
  });

  it('shows the search and the category of its address, and each tab links to its own address', () => {
    renderPage('/glossary?search=seed&tab=anatomy', <Glossary />);
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('seed');
    expect(screen.getByRole('tab', { name: 'Anatomy' })).toHaveAttribute('aria-selected', 'true');
    expect(shown()).toEqual(['Placenta']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('href', '/glossary?search=seed');
    expect(screen.getByRole('tab', { name: 'Species' })).toHaveAttribute(
      'href',
      '/glossary?search=seed&tab=species',
    );
  });

  it("says 'No Terms Found' when nothing matches", async () => {
    const { user } = renderPage('/glossary', <Glossary />);
    await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'zucchini');
    expect(screen.getByRole('status')).toHaveTextContent('No Terms Found');
    expect(screen.getByText('0 terms')).toBeInTheDocument();
  });
});

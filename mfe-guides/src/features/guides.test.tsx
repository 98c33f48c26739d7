import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import BreedingGuide from './breeding/BreedingScreen';
import CookingGuide from './cooking/CookingScreen';
import Glossary from './glossary/GlossaryScreen';
import GuidesIndex from './guides-index/GuidesIndexScreen';
import HeatCalculator from './heat-calc/HeatCalculatorScreen';
import HeatGuide from './heat-guide/HeatGuideScreen';
import HeatQuiz from './quiz/HeatQuizScreen';
import HistoryGuide from './history/HistoryScreen';
import MealPlanning from './meal-planning/MealPlanningScreen';
import NutritionGuide from './nutrition/NutritionScreen';
import PairingGuide from './pairing/PairingScreen';
import PreservationGuide from './preservation/PreservationScreen';
import SafetyGuide from './safety/SafetyScreen';
import ScienceGuide from './science/ScienceScreen';
import { renderPage } from '@pepper/ui/testing';
import { SPECIES } from '@pepper/content/guides/science';

const PAGES: [string, ComponentType, string][] = [
  ['/tools/heat-calc', HeatCalculator, 'Heat Calculator'],
  ['/tools/heat-quiz', HeatQuiz, 'Heat Tolerance Quiz'],
  ['/heat-tolerance-quiz', HeatQuiz, 'Heat Tolerance Quiz'],
  ['/glossary', Glossary, 'Glossary'],
  ['/guides', GuidesIndex, 'Guides'],
  ['/cooking', CookingGuide, 'Cooking Guide'],
  ['/guides/preservation', PreservationGuide, 'Preservation Guide'],
  ['/pairing', PairingGuide, 'Pairing Guide'],
  ['/safety', SafetyGuide, 'Safety Guide'],
  ['/meal-planning', MealPlanning, 'Meal Planning'],
  ['/science', ScienceGuide, 'Scientific Names'],
  ['/heat-guide', HeatGuide, 'Heat Scale Guide'],
  ['/nutrition', NutritionGuide, 'Nutrition Facts'],
  ['/history', HistoryGuide, 'Pepper History'],
  ['/breeding', BreedingGuide, 'Breeding Guide'],
];

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('every guide page', () => {
  it.each(PAGES)(
    '%s has one h1, a back link to /menu, the phone width, a title and the release note',
    (path, Page, title) => {
      const { container } = renderPage(path, <Page />);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
      expect(container.firstElementChild).toHaveClass('max-w-phone');
      expect(document.title).toBe(`${title} | Pepper Atlas`);
      expect(screen.getByTestId('release-note')).toHaveTextContent(/^Guides · release/);
    },
  );
});

/** The sections (h2) of the guides that are one page of sections, in order. */
const SECTIONS: [string, ComponentType, string[]][] = [
  [
    '/pairing',
    PairingGuide,
    [
      'Beer by heat level',
      'Wine by pepper type',
      'Pepper beer recipes',
      'Classic food pairings',
      'International cuisine',
    ],
  ],
  [
    '/science',
    ScienceGuide,
    ['Taxonomy', 'The five domesticated species', 'Genetic traits', 'Research notes'],
  ],
  [
    '/nutrition',
    NutritionGuide,
    ['Key nutrients per 100 g', 'Health benefits', 'Pepper comparison', 'Considerations'],
  ],
  ['/history', HistoryGuide, ['Timeline', 'Cultural impact', 'Trade routes', 'Fun facts']],
];

describe('the sections of a guide', () => {
  it.each(SECTIONS)('%s has its sections in order', (path, Page, sections) => {
    renderPage(path, <Page />);
    expect(h2s()).toEqual(sections);
  });
});

describe('Cooking guide (/cooking)', () => {
  it('has tabs techniques, safety and methods, techniques first', async () => {
    const { user } = renderPage('/cooking', <CookingGuide />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Techniques', 'Safety', 'Methods']);
    expect(screen.getByRole('tab', { name: 'Techniques' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Fire roasting' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Methods' }));
    expect(screen.getByRole('heading', { name: 'Fermenting' })).toBeInTheDocument();
  });

  it('selects the medium heat level by default, and another on click', async () => {
    const { user } = renderPage('/cooking', <CookingGuide />);
    const levels = within(screen.getByRole('group', { name: 'Heat level' }));
    expect(levels.getByRole('button', { pressed: true })).toHaveTextContent('Medium');
    expect(screen.getByRole('heading', { name: 'Medium peppers' })).toBeInTheDocument();
    // The levels are the heat scale's, as the badges name them.
    expect(levels.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mild',
      'Medium',
      'Hot',
      'Very Hot',
      'Superhot',
    ]);
    await user.click(levels.getByRole('button', { name: 'Superhot' }));
    expect(levels.getByRole('button', { pressed: true })).toHaveTextContent('Superhot');
    expect(screen.getByText(/Gloves and eye protection/)).toBeInTheDocument();
  });
});

describe('Pairing guide (/pairing)', () => {
  it('shows each pairing row with a pepper, a pairing and a reason', () => {
    renderPage('/pairing', <PairingGuide />);
    const wine = within(screen.getByRole('region', { name: 'Wine by pepper type' })).getAllByRole('listitem');
    expect(wine[2]).toHaveTextContent(/^Thai chileOff-dry RieslingResidual sugar/);
  });
});

describe('Safety guide (/safety)', () => {
  it('opens with the emergency banner: dairy, and medical help if symptoms persist', () => {
    renderPage('/safety', <SafetyGuide />);
    const banner = screen.getByRole('region', { name: 'In an emergency' });
    expect(banner).toHaveTextContent('Flush it with dairy');
    expect(banner).toHaveTextContent('Seek medical help if symptoms persist');
  });

  it('has the three cards with their priorities', () => {
    renderPage('/safety', <SafetyGuide />);
    for (const [title, priority] of [
      ['Personal Protection', 'Critical'],
      ['Eye Safety', 'Essential'],
      ['Skin Contact', 'Important'],
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title }).parentElement).toHaveTextContent(
        priority,
      );
    }
  });

  it('has a risk table by the five heat bands', () => {
    renderPage('/safety', <SafetyGuide />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '0-2,499Low',
      '2,500-29,999Moderate',
      '30,000-99,999High',
      '100,000-999,999Very high',
      '1,000,000+Extreme',
    ]);
    expect(rows[4]).toHaveTextContent('Carolina Reaper, Pepper X.');
  });
});

describe('Meal planning (/meal-planning)', () => {
  it('plans Monday to Wednesday with breakfast, lunch and dinner: dish, heat label and time', () => {
    renderPage('/meal-planning', <MealPlanning />);
    expect(screen.getByRole('tab', { name: 'Weekly Plan' })).toHaveAttribute('aria-selected', 'true');
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    const wednesday = screen.getByRole('heading', { name: 'Wednesday' }).closest('div')!.parentElement!;
    expect(
      within(wednesday)
        .getAllByRole('listitem')
        .map((li) => li.firstChild!.textContent),
    ).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(wednesday).toHaveTextContent('Jerk chicken with Scotch bonnet marinadeExtreme');
  });

  it('has Prep Tips and a shopping list by category', async () => {
    const { user } = renderPage('/meal-planning', <MealPlanning />);
    await user.click(screen.getByRole('tab', { name: 'Prep Tips' }));
    expect(screen.getByRole('heading', { name: 'Roast once, use all week' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Shopping' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain('Fresh peppers');
  });
});

describe('Scientific names (/science)', () => {
  it('lists the taxonomy, and five species with common name, varieties, characteristics and 2n = 24', () => {
    renderPage('/science', <ScienceGuide />);
    expect(screen.getByText('Solanaceae (nightshades)')).toBeInTheDocument();
    expect(SPECIES.map((s) => s.name)).toEqual([
      'Capsicum annuum',
      'Capsicum chinense',
      'Capsicum baccatum',
      'Capsicum frutescens',
      'Capsicum pubescens',
    ]);
    for (const s of SPECIES) {
      const card = screen.getByRole('heading', { level: 3, name: s.name }).closest('div')!.parentElement!;
      expect(card).toHaveTextContent(`Common name: ${s.common}`);
      expect(card).toHaveTextContent('Chromosomes: 2n = 24');
    }
    expect(screen.getByText(/C18H27NO3/)).toBeInTheDocument();
  });
});

describe('Heat scale guide (/heat-guide)', () => {
  it('shows the six levels of the heat scale, comparisons, notes and pro tips', () => {
    renderPage('/heat-guide', <HeatGuide />);
    const levels = within(screen.getByRole('region', { name: 'The six levels' })).getAllByRole('heading', {
      level: 3,
    });
    expect(
      levels.map((l) => `${l.textContent}: ${l.closest('div')!.nextElementSibling!.textContent}`),
    ).toEqual([
      'No Heat: 0 SHU',
      'Mild: 1 - 2,499 SHU',
      'Medium: 2,500 - 29,999 SHU',
      'Hot: 30,000 - 99,999 SHU',
      'Very Hot: 100,000 - 999,999 SHU',
      'Superhot: 1,000,000+ SHU',
    ]);
    expect(screen.getByRole('region', { name: 'Comparisons' })).toHaveTextContent(
      'Pure capsaicinabout 16,000,000',
    );
    expect(screen.getByRole('region', { name: 'How heat works' })).toHaveTextContent(
      'Wilbur Scoville devised the test in 1912',
    );
    expect(screen.getByRole('region', { name: 'Pro tips' })).toBeInTheDocument();
  });
});

/** A nutrient's bar: its share of the daily value. */
const dailyValueMeter = (nutrient: string) =>
  screen.getByRole('meter', { name: `${nutrient}, share of daily value` });

describe('Nutrition facts (/nutrition)', () => {
  it('shows nutrients per 100 g with daily-value bars capped at 100%', () => {
    renderPage('/nutrition', <NutritionGuide />);
    const vitaminC = dailyValueMeter('Vitamin C');
    expect(vitaminC).toHaveAttribute('aria-valuenow', '100');
    expect(vitaminC).toHaveAttribute('aria-valuetext', '160% of the daily value');
    expect((vitaminC.firstChild as HTMLElement).style.width).toBe('100%');
    const b6 = dailyValueMeter('Vitamin B6');
    expect(b6).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('144 mg')).toBeInTheDocument();
  });
});

describe('Pepper history (/history)', () => {
  it('dates each step of its timeline, Columbus in 1493 among them', () => {
    renderPage('/history', <HistoryGuide />);
    expect(screen.getByText('1493')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Columbus brings chilies to Spain' })).toBeInTheDocument();
  });
});

describe('Breeding guide (/breeding)', () => {
  it('has tabs Methods (default), Process and Genetics, and an ethics card', async () => {
    const { user } = renderPage('/breeding', <BreedingGuide />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Methods', 'Process', 'Genetics']);
    expect(screen.getByRole('tab', { name: 'Methods' })).toHaveAttribute('aria-selected', 'true');
    const selection = screen.getByRole('heading', { name: 'Selection' }).parentElement!;
    expect(selection).toHaveTextContent('Beginner');
    expect(screen.getByRole('heading', { name: 'Backcrossing' }).parentElement).toHaveTextContent('Advanced');
    expect(screen.getByRole('heading', { level: 2, name: 'Breeding ethics' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Process' }));
    expect(screen.getByRole('heading', { name: 'Prepare the mother flower' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Genetics' }));
    expect(screen.getByText(/2n = 24/)).toBeInTheDocument();
  });
});

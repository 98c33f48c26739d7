/** Every guide of the app, whichever remote serves its page, with a line on what it covers. */
export interface GuideEntry {
  to: string;
  title: string;
  line: string;
}

export interface GuideGroup {
  title: string;
  guides: readonly GuideEntry[];
}

export const GUIDE_GROUPS: readonly GuideGroup[] = [
  {
    title: 'Growing',
    guides: [
      {
        to: '/guides/seeds',
        title: 'Seed Starting',
        line: 'Four weeks from sowing to sturdy seedlings, with a task list for each week.',
      },
      {
        to: '/guides/pests',
        title: 'Pests and Diseases',
        line: 'Spot the culprit, see how serious it is, and treat it, organically if you like.',
      },
      {
        to: '/guides/harvest',
        title: 'Harvest Guide',
        line: 'When pods are ripe, how to pick them, and when your plants should be ready.',
      },
      {
        to: '/grow/climate',
        title: 'Climate Zones',
        line: 'Your growing zone, the seasons it gives you, and what to plant when.',
      },
    ],
  },
  {
    title: 'Kitchen',
    guides: [
      {
        to: '/cooking',
        title: 'Cooking Guide',
        line: 'Handling, techniques and cooking methods for every heat level.',
      },
      {
        to: '/guides/preservation',
        title: 'Preservation',
        line: 'Drying, freezing and pickling, step by step, and how to store the results.',
      },
      {
        to: '/pairing',
        title: 'Pairing Guide',
        line: 'Beers, wines and dishes that go with each pepper, and why.',
      },
      {
        to: '/safety',
        title: 'Safety Guide',
        line: 'Gloves, eyes and skin: what to wear, and what to do when it burns.',
      },
      {
        to: '/meal-planning',
        title: 'Meal Planning',
        line: 'A week of spicy meals, prep tips and the shopping list.',
      },
    ],
  },
  {
    title: 'Learning',
    guides: [
      {
        to: '/heat-guide',
        title: 'Heat Scale Guide',
        line: 'The Scoville scale level by level, with comparisons you can taste.',
      },
      {
        to: '/science',
        title: 'Scientific Names',
        line: 'Capsicum species, their genetics and what research is finding.',
      },
      {
        to: '/nutrition',
        title: 'Nutrition Facts',
        line: 'What a pepper holds per 100 g, and what it does for you.',
      },
      {
        to: '/history',
        title: 'Pepper History',
        line: 'From the Americas to every kitchen: the timeline and the trade routes.',
      },
      {
        to: '/breeding',
        title: 'Breeding Guide',
        line: 'Crossing peppers: methods, the process and the genetics behind it.',
      },
    ],
  },
];

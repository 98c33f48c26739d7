/** The growing guides and tools the Grow Center leads to, in the order it lists them. */
export const GROW_GUIDE_LINKS = [
  {
    to: '/guides/seeds',
    title: 'Seed Starting',
    text: 'A four-week plan from sowing to sturdy seedlings.',
  },
  {
    to: '/tools',
    title: 'Growing Tools',
    text: 'Planting calendar, spacing, yield, weather and feeding.',
  },
  {
    to: '/guides/pests',
    title: 'Pests & Diseases',
    text: 'Recognise, prevent and treat the usual troubles.',
  },
  {
    to: '/guides/harvest',
    title: 'Harvest Guide',
    text: 'When and how to pick, and how to keep the crop.',
  },
  {
    to: '/grow/climate',
    title: 'Climate Zones',
    text: 'Your zone, season and growing calendar from your location.',
  },
  {
    to: '/tools/calendar',
    title: 'Planting Calendar',
    text: 'Seed start, flowering and harvest dates from one date.',
  },
] as const;

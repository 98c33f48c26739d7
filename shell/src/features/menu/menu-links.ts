/** A menu link: where it goes and what it says. */
export interface MenuLink {
  readonly to: string;
  readonly label: string;
}

/** Rows of [address, label] read as the menu's links. */
export const menuLinks = (rows: readonly (readonly [to: string, label: string])[]): readonly MenuLink[] =>
  rows.map(([to, label]) => ({ to, label }));

/** Every link the menu lists, with its label. */
export const MENU_LINKS = menuLinks([
  ['/peppers', 'Pepper Database'],
  ['/random', 'Random Pepper'],
  ['/identify', 'Identify a Pepper'],
  ['/scoville', 'Heat Index'],
  ['/grow', 'Grow Center'],
  ['/grow/beginner', 'Beginner Varieties'],
  ['/grow/expert', 'Expert Varieties'],
  ['/grow/climate', 'Climate Zones'],
  ['/guides/seeds', 'Seed Starting'],
  ['/guides/pests', 'Pests and Diseases'],
  ['/guides/harvest', 'Harvest Guide'],
  ['/guides/preservation', 'Preservation'],
  ['/recipes', 'Recipe Vault'],
  ['/cooking', 'Cooking Guide'],
  ['/pairing', 'Pairing Guide'],
  ['/safety', 'Safety Guide'],
  ['/meal-planning', 'Meal Planning'],
  ['/tools/heat-calc', 'Heat Calculator'],
  ['/collections/superhots', 'Superhots'],
  ['/collections/heirlooms', 'Heirlooms'],
  ['/collections/wild', 'Wild Peppers'],
  ['/collections/ornamental', 'Ornamentals'],
  ['/collections/regional', 'Regional Classics'],
  ['/favorites', 'Favorites'],
  ['/glossary', 'Glossary'],
  ['/science', 'Scientific Names'],
  ['/heat-guide', 'Heat Scale Guide'],
  ['/nutrition', 'Nutrition Facts'],
  ['/history', 'Pepper History'],
  ['/breeding', 'Breeding Guide'],
  ['/tools', 'Growing Tools'],
  ['/tools/calendar', 'Planting Calendar'],
  ['/tools/yield', 'Yield Estimator'],
  ['/tools/spacing', 'Spacing Planner'],
  ['/tools/fertilizer', 'Fertilizer Schedule'],
  ['/tools/weather', 'Weather'],
  ['/tools/heat-quiz', 'Heat Tolerance Quiz'],
]);

export interface GrowDifficulty {
  label: 'Expert' | 'Advanced' | 'Intermediate' | 'Beginner';
  stars: number;
}

/** Spec 01 §9: above 1,000,000 Expert (5); above 100,000 Advanced (4); above 30,000 Intermediate (3); else Beginner (2). */
export function growDifficulty(shuMax: number): GrowDifficulty {
  if (shuMax > 1_000_000) return { label: 'Expert', stars: 5 };
  if (shuMax > 100_000) return { label: 'Advanced', stars: 4 };
  if (shuMax > 30_000) return { label: 'Intermediate', stars: 3 };
  return { label: 'Beginner', stars: 2 };
}

export type OriginClimate = 'Tropical/Subtropical' | 'Humid Subtropical' | 'Tropical' | 'Temperate';

const CENTRAL_AMERICA = ['mexico', 'central america', 'guatemala', 'belize', 'honduras', 'el salvador', 'nicaragua', 'costa rica', 'panama'];
const ASIA = ['asia', 'india', 'thailand', 'china', 'japan', 'korea', 'vietnam', 'indonesia', 'malaysia', 'philippines', 'sri lanka', 'bangladesh', 'pakistan', 'nepal', 'bhutan', 'myanmar', 'laos', 'cambodia', 'taiwan', 'singapore', 'assam', 'nagaland', 'sichuan', 'hunan', 'kashmir'];
const AFRICA_CARIBBEAN = ['africa', 'caribbean', 'trinidad', 'jamaica', 'barbados', 'cuba', 'haiti', 'dominican', 'puerto rico', 'grenada', 'bahamas', 'st. lucia', 'saint lucia', 'martinique', 'guadeloupe', 'antigua', 'aruba', 'curacao', 'ghana', 'nigeria', 'ethiopia', 'kenya', 'uganda', 'tanzania', 'malawi', 'mozambique', 'zambia', 'zimbabwe', 'south africa', 'morocco', 'tunisia', 'egypt', 'senegal', 'cameroon', 'congo', 'madagascar', 'mauritius', 'seychelles', 'sierra leone', 'ivory coast', "côte d'ivoire", 'burkina faso', 'mali', 'sudan', 'angola', 'namibia', 'botswana', 'rwanda', 'burundi'];

const mentions = (origin: string, places: string[]) => places.some((p) => origin.includes(p));

/**
 * Spec 01 §9: Mexico or Central America tropical/subtropical; Asia humid subtropical; Africa or the
 * Caribbean tropical; anything else temperate.
 */
export function climateZoneForOrigin(origin: string): OriginClimate {
  const o = origin.toLowerCase();
  if (mentions(o, CENTRAL_AMERICA)) return 'Tropical/Subtropical';
  if (mentions(o, ASIA)) return 'Humid Subtropical';
  if (mentions(o, AFRICA_CARIBBEAN)) return 'Tropical';
  return 'Temperate';
}

/** The safety card appears above 100,000 shuMax. */
export function showsSafetyCard(shuMax: number): boolean {
  return shuMax > 100_000;
}

/** The extreme-heat warning appears above 1,000,000 shuMax. */
export function showsExtremeWarning(shuMax: number): boolean {
  return shuMax > 1_000_000;
}

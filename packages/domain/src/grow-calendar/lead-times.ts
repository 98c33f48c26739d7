/**
 * How long each pepper needs: weeks indoors from sowing to planting out, days for the seed to come up, and
 * days from planting out to the first ripe pods. Every screen, plan, reminder and feed that gives one of these
 * figures takes it from here; none writes its own.
 *
 * Weeks indoors before transplanting, by species and heat:
 * - Capsicum annuum (bell, jalapeño, cayenne, Thai): 8 weeks. University of Illinois Extension ("Watch Your
 *   Garden Grow: Peppers") and University of Minnesota Extension ("Growing peppers in home gardens") sow
 *   peppers 8 to 10 weeks before transplanting; annuums, the quickest to germinate and grow, need the short end.
 * - C. baccatum (ají amarillo, Lemon Drop) and C. frutescens (Tabasco): 8 to 10 weeks, planned at 9. Both
 *   come up more slowly than annuums and grow tall before they flower.
 * - C. chinense (habanero, Scotch bonnet): 10 to 12 weeks, planned at 11. Chinense seed takes two to four weeks
 *   to sprout (14 to 28 days), and growers' guides (Pepper Joe's, Fatalii's, the Chile Pepper Institute at New
 *   Mexico State University) start them 10 to 12 weeks ahead.
 * - Superhots (ghost, scorpions, Carolina Reaper; any variety of the superhot heat level): 12 weeks. Their seed
 *   takes 21 to 35 days or more to come up, which uses up the extra weeks.
 * - C. pubescens (rocoto, manzano): its own row: 10 to 12 weeks, planned at 11, with the slowest germination
 *   (21 to 42 days) and a liking for cool nights; its seedlings grow slowly at first.
 * - Wild and rare species (C. chacoense, C. cardenasii, C. galapagoense, …): 10 to 12 weeks like chinense, as
 *   their seed is slow and uneven to come up (14 to 42 days).
 * The plan uses the middle of each range, rounded up to whole weeks.
 *
 * Days to germinate follow the heat class (the seed guide's 7-14, 10-21, 14-28 and 21-35+ days at 80-85°F
 * soil), except rocoto and the wild species, slower than their heat suggests.
 *
 * Days to maturity (planting out to the first ripe pods) are the variety's own from the database when it has
 * them; otherwise the harvest calculator's ripe range for the variety's heat class.
 *
 * Planting out is two weeks after the average last frost (see TRANSPLANT_DAYS_AFTER_LAST_FROST), so a
 * variety's weeks before the last frost are its weeks indoors less two.
 */
import type { HeatLevel } from '@pepper/contract';
import { daysFromRange, HARVEST_RANGES, type HarvestClass } from './harvest-time';

export type LeadTimeGroup =
  'annuum' | 'baccatum' | 'frutescens' | 'chinense' | 'superhot' | 'pubescens' | 'wild';

interface Range {
  min: number;
  max: number;
  /** True when some seed takes longer still ('21-35+'). */
  more?: boolean;
}

interface GroupFigures {
  /** How the group reads on screen. */
  label: string;
  weeksIndoors: Range;
  /** Only where the species differs from its heat class's figure. */
  germinationDays?: Range;
}

export const LEAD_TIME_GROUPS: Readonly<Record<LeadTimeGroup, GroupFigures>> = {
  annuum: { label: 'C. annuum', weeksIndoors: { min: 8, max: 8 } },
  baccatum: { label: 'C. baccatum', weeksIndoors: { min: 8, max: 10 } },
  frutescens: { label: 'C. frutescens', weeksIndoors: { min: 8, max: 10 } },
  chinense: { label: 'C. chinense', weeksIndoors: { min: 10, max: 12 } },
  superhot: { label: 'superhots', weeksIndoors: { min: 12, max: 12 } },
  pubescens: {
    label: 'C. pubescens',
    weeksIndoors: { min: 10, max: 12 },
    germinationDays: { min: 21, max: 42 },
  },
  wild: { label: 'wild species', weeksIndoors: { min: 10, max: 12 }, germinationDays: { min: 14, max: 42 } },
};

/**
 * Days to germinate at 80-85°F (27-29°C) soil by heat class, the seed guide's figures: the hotter the pepper,
 * the slower its seed. Rocoto and the wild species have their own, slower figures above.
 */
export const GERMINATION_DAYS: Readonly<Record<HarvestClass, Range>> = {
  mild: { min: 7, max: 14 },
  medium: { min: 10, max: 21 },
  hot: { min: 14, max: 28 },
  superhot: { min: 21, max: 35, more: true },
};

/** The weeks indoors a plan counts for a group: the middle of its range, rounded up. */
const planWeeks = (r: Range) => Math.ceil((r.min + r.max) / 2);

/** The harvest calculator's heat classes over the heat scale's six levels. */
export const HARVEST_CLASS_OF: Readonly<Record<HeatLevel, HarvestClass>> = {
  'no-heat': 'mild',
  mild: 'mild',
  medium: 'medium',
  hot: 'hot',
  'very-hot': 'hot',
  superhot: 'superhot',
};

/** What the rule needs to know of a variety; any of it may be missing. */
export interface VarietyForLeadTime {
  species?: string | null;
  heatLevel?: HeatLevel | null;
  maturityDays?: number | null;
}

export interface LeadTime {
  group: LeadTimeGroup;
  label: string;
  /** The published range of weeks from sowing to planting out. */
  weeksIndoorsRange: Range;
  /** The weeks a plan counts. */
  weeksIndoors: number;
  germinationDays: Range;
  /** Days from planting out to the first ripe pods. */
  maturityDays: number;
  /** True when the days to maturity are the variety's own, from the database. */
  maturityFromDatabase: boolean;
}

/** The group of a variety: superhot heat wins over species, then the species named, else annuum. */
export function leadTimeGroup(variety: VarietyForLeadTime): LeadTimeGroup {
  if (variety.heatLevel === 'superhot') return 'superhot';
  const species = (variety.species ?? '').toLowerCase();
  if (!species || species.includes('annuum')) return 'annuum';
  for (const g of ['baccatum', 'frutescens', 'chinense', 'pubescens'] as const)
    if (species.includes(g)) return g;
  return 'wild';
}

/** The lead times of one variety. */
export function leadTimeFor(variety: VarietyForLeadTime): LeadTime {
  const group = leadTimeGroup(variety);
  const figures = LEAD_TIME_GROUPS[group];
  const own = variety.maturityDays && variety.maturityDays > 0 ? variety.maturityDays : null;
  const heatClass = HARVEST_CLASS_OF[variety.heatLevel ?? 'medium'] ?? 'medium';
  return {
    group,
    label: figures.label,
    weeksIndoorsRange: figures.weeksIndoors,
    weeksIndoors: planWeeks(figures.weeksIndoors),
    germinationDays: figures.germinationDays ?? GERMINATION_DAYS[heatClass],
    maturityDays: own ?? daysFromRange(HARVEST_RANGES[heatClass].ripe),
    maturityFromDatabase: own !== null,
  };
}

/** A range as it reads: '8', '8-10', '21-35+'. */
export function rangeLabel(r: Range): string {
  return `${r.min === r.max ? r.min : `${r.min}-${r.max}`}${r.more ? '+' : ''}`;
}

/** The weeks a group's plan counts, as a screen states them. */
export const groupWeeks = (group: LeadTimeGroup) => planWeeks(LEAD_TIME_GROUPS[group].weeksIndoors);

/** "Sow indoors 11 weeks before you plant out (10-12 weeks for C. chinense)": one variety's lead time in words. */
export function leadTimeSentence(lead: LeadTime): string {
  const range = rangeLabel(lead.weeksIndoorsRange);
  const span = range === String(lead.weeksIndoors) ? '' : ` (${range} weeks for ${lead.label})`;
  return `Sow indoors ${lead.weeksIndoors} weeks before you plant out${span}; seed comes up in ${rangeLabel(lead.germinationDays)} days.`;
}

/** Weeks indoors of each group, for the guides: "8 weeks for C. annuum, 9 for C. baccatum, …". */
export function leadTimesInWords(groups: readonly LeadTimeGroup[]): string {
  const parts = groups.map((g, i) =>
    i === 0
      ? `${groupWeeks(g)} weeks for ${LEAD_TIME_GROUPS[g].label}`
      : `${groupWeeks(g)} for ${LEAD_TIME_GROUPS[g].label}`,
  );
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** Weeks before the average last frost for a number of weeks indoors (planting out is two weeks after it). */
const beforeFrost = (weeksIndoors: number) => weeksIndoors - 2;

/** The grow categories' first tip: when to sow, from the rule (text written for the product). */
export function categorySowingTip(category: 'beginner' | 'intermediate' | 'expert'): string {
  const w = groupWeeks;
  const g = (heat: HarvestClass) => rangeLabel(GERMINATION_DAYS[heat]);
  switch (category) {
    case 'beginner':
      return `Sow indoors ${w('annuum')} weeks before you plant out (${w('baccatum')} for C. baccatum), which is ${beforeFrost(w('annuum'))} weeks before your last frost; mild peppers sprout in ${g('mild')} days and medium ones in ${g('medium')} at 75-85°F (24-29°C).`;
    case 'intermediate':
      return `Start C. chinense ${w('chinense')} weeks before you plant out (${rangeLabel(LEAD_TIME_GROUPS.chinense.weeksIndoors)}; ${w('annuum')} for hot annuums such as cayenne) and keep the tray at 80-85°F (27-29°C) on a heat mat: germination can take ${g('hot')} days.`;
    default:
      return `Sow superhots ${w('superhot')} weeks before you plant out (${beforeFrost(w('superhot'))} weeks before your last frost) at a steady 80-90°F (27-32°C); seed can take ${g('superhot')} days to sprout, so be patient.`;
  }
}

/** The climate page's seed-starting advice, from the rule. */
export function startIndoorsAdvice(): string {
  return `Start seeds indoors ${beforeFrost(groupWeeks('annuum'))}-${beforeFrost(groupWeeks('superhot'))} weeks before your last frost: ${leadTimesInWords(['annuum', 'baccatum', 'chinense', 'superhot'])} before planting out, two weeks after it.`;
}

/** The seed guide's last task of week 4: when the seedlings go out, from the rule. */
export function hardenOffTask(): string {
  return `Note the date: plants harden off in their last week indoors, ${leadTimesInWords(['annuum', 'chinense', 'superhot'])} after sowing`;
}

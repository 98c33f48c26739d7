import type { HeatLevel } from '@pepper/contract';
import { HEAT_SCALE } from './scale';
import { formatCount } from '../numbers';

export interface QuizOption {
  value: string;
  label: string;
  points: number;
  description?: string;
}

export interface QuizQuestion {
  id: number;
  question: string;
  category: string;
  options: QuizOption[];
}

type QuizLevel = 'beginner' | 'mild' | 'moderate' | 'hot' | 'extreme';

export interface QuizTier {
  level: QuizLevel;
  threshold: number;
  title: string;
  description: string;
  shuRange: string;
  recommendedPeppers: string[];
  avoidPeppers: string[];
  tips: string[];
  color: string;
  icon: string;
}

/** The heat scale's levels a tier covers, coolest first; its heat range and suggestions come from them. */
const TIER_LEVELS: Record<QuizLevel, readonly HeatLevel[]> = {
  beginner: ['no-heat', 'mild'],
  mild: ['medium'],
  moderate: ['hot'],
  hot: ['very-hot'],
  extreme: ['superhot'],
};

/** A tier's heat range, written from the scale's bounds: '0-2,499', '1,000,000+'. */
function tierShuRange(level: QuizLevel): string {
  const levels = TIER_LEVELS[level].map((l) => HEAT_SCALE.find((s) => s.level === l)!);
  const min = levels[0].min;
  const max = levels[levels.length - 1].max;
  return max === Infinity ? `${formatCount(min)}+` : `${formatCount(min)}-${formatCount(max)}`;
}

/** The heat scale's levels a quiz tier recommends peppers from. */
export function quizTierLevels(level: QuizLevel): readonly HeatLevel[] {
  return TIER_LEVELS[level];
}

export const QUIZ_MAX_SCORE = 84;

/**
 * Thresholds: beginner 15, mild 35, moderate 55, hot 75, extreme 100. Read literally ("the highest
 * tier whose threshold is at or below the score") a score under 15 has no tier and extreme (100) is out of reach
 * of the 84 maximum; so each threshold is read as the top score of its tier: ≤15 beginner, ≤35 mild, ≤55
 * moderate, ≤75 hot, above 75 extreme. Every score 0..84 maps to exactly one tier and every tier is reachable.
 */
export const QUIZ_TIERS: readonly QuizTier[] = [
  {
    level: 'beginner',
    threshold: 15,
    title: 'Flavor Explorer',
    description:
      'You taste peppers for their sweetness and aroma, and a little warmth goes a long way. That is a fine place to start.',
    shuRange: tierShuRange('beginner'),
    recommendedPeppers: ['Bell Pepper', 'Poblano', 'Anaheim', 'Shishito'],
    avoidPeppers: ['Serrano', 'Habanero', 'Ghost Pepper'],
    tips: [
      'Remove seeds and the pale ribs, where most capsaicin sits.',
      'Pair warm dishes with yogurt, cheese or crema.',
      'Roasting softens the bite and brings out sweetness.',
    ],
    color: 'green',
    icon: 'sprout',
  },
  {
    level: 'mild',
    threshold: 35,
    title: 'Warm Welcomer',
    description:
      'You enjoy a gentle glow and reach for hot sauce now and then. Jalapeño territory is comfortable for you.',
    shuRange: tierShuRange('mild'),
    recommendedPeppers: ['Jalapeño', 'Fresno', 'Hungarian Wax', 'Serrano'],
    avoidPeppers: ['Habanero', 'Scotch Bonnet', 'Carolina Reaper'],
    tips: [
      'Try fresh jalapeño in salsa before moving to serranos.',
      'Pickled peppers are milder than fresh ones of the same variety.',
      'Build tolerance slowly: a little heat often beats a lot once.',
    ],
    color: 'yellow',
    icon: 'flame',
  },
  {
    level: 'moderate',
    threshold: 55,
    title: 'Heat Seeker',
    description:
      'Heat is part of why you eat. You like sauces with a real kick and can handle Thai and Sichuan dishes as served.',
    shuRange: tierShuRange('moderate'),
    recommendedPeppers: ['Cayenne', 'Thai Chile', 'Tabasco', 'Aji Amarillo'],
    avoidPeppers: ['Ghost Pepper', 'Carolina Reaper', 'Pepper X'],
    tips: [
      'Dried chiles concentrate heat: start with half the amount.',
      'Sugar and acid balance heat in sauces.',
      'Keep milk nearby rather than water.',
    ],
    color: 'orange',
    icon: 'zap',
  },
  {
    level: 'hot',
    threshold: 75,
    title: 'Fire Eater',
    description:
      'Habaneros do not scare you; you seek them out for their fruity fire. Few dishes are too hot for you.',
    shuRange: tierShuRange('hot'),
    recommendedPeppers: ['Habanero', 'Scotch Bonnet', 'Fatalii', 'Datil'],
    avoidPeppers: ['Carolina Reaper', 'Pepper X'],
    tips: [
      'Wear gloves when cutting habaneros and wash boards afterwards.',
      'Fruit pairs beautifully with habanero heat.',
      'Cook superhots in a ventilated kitchen.',
    ],
    color: 'red',
    icon: 'flame-kindling',
  },
  {
    level: 'extreme',
    threshold: 100,
    title: 'Chili Legend',
    description:
      'You live at the top of the Scoville scale. Superhots are your everyday seasoning, and you know their risks.',
    shuRange: tierShuRange('extreme'),
    recommendedPeppers: ['7 Pot Douglah', 'Trinidad Moruga Scorpion', 'Carolina Reaper', 'Pepper X'],
    avoidPeppers: [],
    tips: [
      'Gloves and eye protection, every time.',
      'A drop of superhot sauce seasons a whole pot.',
      'Know the signs of capsaicin overload and stop in time.',
    ],
    color: 'purple',
    icon: 'skull',
  },
];

/** Selecting an answer records it; the score is the sum of the recorded answers' points. */
export function quizScore(answers: readonly ({ points: number } | null | undefined)[]): number {
  return answers.reduce((sum, a) => sum + (a && Number.isFinite(a.points) ? a.points : 0), 0);
}

/**
 * The result tier for a total score, reading each threshold as the tier's top score (see QUIZ_TIERS):
 * 0-15 beginner, 16-35 mild, 36-55 moderate, 56-75 hot, 76 and above extreme. Below 0 counts as
 * beginner and above 84 as extreme, so every score has a tier.
 */
export function quizTier(score: number): QuizTier {
  const n = Number.isFinite(score) ? score : 0;
  const below = QUIZ_TIERS.slice(0, -1).find((t) => n <= t.threshold);
  return below ?? QUIZ_TIERS[QUIZ_TIERS.length - 1];
}

/**
 * The database heat level 'Explore Recommended Peppers' opens for a tier: the hottest of the tier's scale
 * levels (beginner mild, mild medium, moderate hot, hot very hot, extreme superhot).
 */
export function quizHeatFilter(level: QuizLevel): HeatLevel {
  const levels = TIER_LEVELS[level];
  return levels[levels.length - 1];
}

/** Answers are kept in the address as their option values, in question order, joined by this. */
const ANSWER_SEPARATOR = '.';

/** The answers as the result's address keeps them (`?answers=`), so a link or Back shows the same result. */
export function quizAnswersParam(answers: readonly Pick<QuizOption, 'value'>[]): string {
  return answers.map((a) => a.value).join(ANSWER_SEPARATOR);
}

/**
 * The answers an address holds so far, read back against the questions in order: the quiz goes on from the first
 * answer it cannot read (an unknown value, or one past the last question), so a link mid-way asks the next question.
 */
export function quizAnswersSoFar(
  text: string | null | undefined,
  questions: readonly QuizQuestion[],
): QuizOption[] {
  const answers: QuizOption[] = [];
  for (const [i, value] of (text ? text.split(ANSWER_SEPARATOR) : []).entries()) {
    const option = questions[i]?.options.find((o) => o.value === value);
    if (!option) break;
    answers.push(option);
  }
  return answers;
}

/** The answers a finished quiz's address holds: one known option per question, in order, or null. */
export function quizAnswersFrom(
  text: string | null | undefined,
  questions: readonly QuizQuestion[],
): QuizOption[] | null {
  if (!text || text.split(ANSWER_SEPARATOR).length !== questions.length) return null;
  const answers = quizAnswersSoFar(text, questions);
  return answers.length === questions.length ? answers : null;
}

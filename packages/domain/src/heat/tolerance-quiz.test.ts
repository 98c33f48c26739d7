import { describe, expect, it } from 'vitest';
import {
  QUIZ_MAX_SCORE,
  quizAnswersFrom,
  quizAnswersParam,
  quizAnswersSoFar,
  quizHeatFilter,
  quizScore,
  quizTier,
} from './tolerance-quiz';

/** The five tiers, from the lowest score of each. */
const tiers = [0, 16, 36, 56, 76].map((score) => quizTier(score));

describe('the heat tolerance quiz', () => {
  it('gives each tier its threshold and the heat range of its levels on the heat scale', () => {
    expect(tiers.map((t) => [t.level, t.threshold, t.shuRange])).toEqual([
      ['beginner', 15, '0-2,499'],
      ['mild', 35, '2,500-29,999'],
      ['moderate', 55, '30,000-99,999'],
      ['hot', 75, '100,000-999,999'],
      ['extreme', 100, '1,000,000+'],
    ]);
  });

  it('gives every tier a title, description, recommended peppers, tips, colour and icon', () => {
    for (const t of tiers) {
      expect(t.title && t.description && t.color && t.icon).toBeTruthy();
      expect(t.recommendedPeppers.length).toBeGreaterThan(0);
      expect(t.tips.length).toBeGreaterThan(0);
    }
  });
});

describe('the score', () => {
  it('is the sum of the answers’ points', () =>
    expect(quizScore([{ points: 12 }, { points: 0 }, { points: 7 }])).toBe(19));
  it('is 0 with no answers', () => expect(quizScore([])).toBe(0));
  it('skips unanswered questions', () =>
    expect(quizScore([{ points: 5 }, null, undefined, { points: 3 }])).toBe(8));
  it('reaches 84 with the top answer everywhere', () =>
    expect(quizScore(Array.from({ length: 7 }, () => ({ points: 12 })))).toBe(QUIZ_MAX_SCORE));
});

describe('the result tier (thresholds read as each tier’s top score)', () => {
  it.each([
    [0, 'beginner'],
    [15, 'beginner'],
    [16, 'mild'],
    [35, 'mild'],
    [36, 'moderate'],
    [55, 'moderate'],
    [56, 'hot'],
    [75, 'hot'],
    [76, 'extreme'],
    [84, 'extreme'],
  ])('puts a score of %i in %s', (score, level) => expect(quizTier(score).level).toBe(level));

  it('maps every score from 0 to 84 to a tier and reaches every tier', () => {
    const levels = new Set(Array.from({ length: QUIZ_MAX_SCORE + 1 }, (_, s) => quizTier(s).level));
    expect([...levels]).toEqual(['beginner', 'mild', 'moderate', 'hot', 'extreme']);
  });

  it('still answers outside 0-84', () => {
    expect(quizTier(-3).level).toBe('beginner');
    expect(quizTier(100).level).toBe('extreme');
    expect(quizTier(Number.NaN).level).toBe('beginner');
  });
});

describe('Explore Recommended Peppers', () => {
  it.each([
    ['beginner', 'mild'],
    ['mild', 'medium'],
    ['moderate', 'hot'],
    ['hot', 'very-hot'],
    ['extreme', 'superhot'],
  ] as const)('opens the %s tier at the %s heat level', (level, heat) =>
    expect(quizHeatFilter(level)).toBe(heat),
  );
});

/** `count` questions, each answered low (0 points) or with `high` (12 points). */
const lowOrHighQuestions = (count: number, high: { value: string; label: string }) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    question: `Q${i + 1}`,
    category: 'c',
    options: [
      { value: 'low', label: 'Low', points: 0 },
      { ...high, points: 12 },
    ],
  }));

describe('a finished quiz in the address', () => {
  const questions = lowOrHighQuestions(2, { value: 'too-hot', label: 'Too hot' });

  it('keeps the answers as their values, in question order, and reads them back', () => {
    const answers = [questions[0].options[1], questions[1].options[0]];
    expect(quizAnswersParam(answers)).toBe('too-hot.low');
    expect(quizAnswersFrom('too-hot.low', questions)).toEqual(answers);
  });

  it('reads no result from missing, unknown or too few answers', () => {
    for (const text of [null, '', 'low', 'low.mild', 'low.low.low'])
      expect(quizAnswersFrom(text, questions)).toBeNull();
  });
});

describe('a quiz part-way in the address', () => {
  const questions = lowOrHighQuestions(3, { value: 'high', label: 'High' });
  const values = (text: string | null) => quizAnswersSoFar(text, questions).map((a) => a.value);

  it('reads the answers given so far, in order', () => {
    expect(values('high.low')).toEqual(['high', 'low']);
    expect(values('low.high.high')).toEqual(['low', 'high', 'high']);
  });

  it('goes on from the first answer it cannot read', () => {
    expect(values(null)).toEqual([]);
    expect(values('')).toEqual([]);
    expect(values('never')).toEqual([]);
    expect(values('high.never.low')).toEqual(['high']);
    expect(values('low.low.low.low')).toEqual(['low', 'low', 'low']);
  });
});

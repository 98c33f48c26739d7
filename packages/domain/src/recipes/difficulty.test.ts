import { describe, expect, it } from 'vitest';
import { recipeDifficulty } from './difficulty';

describe('recipe difficulty', () => {
  it.each([
    ['easy', 'Easy'],
    ['medium', 'Medium'],
    ['hard', 'Hard'],
  ])('reads %j as itself, labelled %s', (key, label) =>
    expect(recipeDifficulty(key)).toEqual({ key, label }),
  );

  it.each(['expert', '', 'Easy'])('reads anything else, such as %j, as hard', (d) =>
    expect(recipeDifficulty(d)).toEqual({ key: 'hard', label: 'Hard' }),
  );
});

import { describe, expect, it } from 'vitest';
import { recipeDifficulty } from './difficulty';

describe('recipe difficulty', () => {
  it.each([
    ['easy', 'easy', 'Easy'],
    ['medium', 'medium', 'Medium'],
    ['hard', 'hard', 'Hard'],
    ['expert', 'hard', 'Hard'],
    ['', 'hard', 'Hard'],
    ['Easy', 'hard', 'Hard'],
  ])('reads %j as %s (%s)', (d, key, label) => expect(recipeDifficulty(d)).toEqual({ key, label }));
});

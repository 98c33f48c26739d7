/** Easy, medium; anything else is treated as hard. */
export function recipeDifficulty(difficulty: string): {
  key: 'easy' | 'medium' | 'hard';
  label: 'Easy' | 'Medium' | 'Hard';
} {
  if (difficulty === 'easy') return { key: 'easy', label: 'Easy' };
  if (difficulty === 'medium') return { key: 'medium', label: 'Medium' };
  return { key: 'hard', label: 'Hard' };
}

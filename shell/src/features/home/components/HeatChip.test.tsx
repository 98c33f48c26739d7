import { peppers } from '@pepper/content';
import { figureBelongsToLevel, HEAT_SCALE, pepperHeatLevel } from '@pepper/domain/heat';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeatChip } from './HeatChip';

describe("Home's heat chips (Pepper of the Day, Popular Peppers)", () => {
  it('write, beside each variety’s level, a figure of that level: every variety of the database', () => {
    const wrong: string[] = [];
    for (const pepper of peppers) {
      const { unmount } = render(<HeatChip pepper={pepper} />);
      const [label, figure] = [...screen.getByTestId('heat-chip').children].map((c) => c.textContent ?? '');
      const level = HEAT_SCALE.find((l) => l.level === pepperHeatLevel(pepper))!;
      if (label !== level.label || !figureBelongsToLevel(figure, level, pepper))
        wrong.push(`${pepper.name}: ${label} · ${figure}`);
      unmount();
    }
    expect(wrong).toEqual([]);
    expect(peppers.length).toBeGreaterThan(500);
  });

  it('names Biker Billy Jalapeño Medium beside its typical 19K, not the 30K top of its range', () => {
    render(<HeatChip pepper={{ shuMin: 8_000, shuMax: 30_000 }} />);
    expect(screen.getByTestId('heat-chip')).toHaveTextContent('Medium19K SHU');
  });
});

import { describe, expect, it } from 'vitest';
import { climateZoneForOrigin, growDifficulty, showsExtremeWarning, showsSafetyCard } from './pepper-detail';

describe('grow difficulty by shuMax', () => {
  it.each([
    [0, 'Beginner', 2],
    [30_000, 'Beginner', 2],
    [30_001, 'Intermediate', 3],
    [100_000, 'Intermediate', 3],
    [100_001, 'Advanced', 4],
    [1_000_000, 'Advanced', 4],
    [1_000_001, 'Expert', 5],
    [2_693_000, 'Expert', 5],
  ])('rates %s SHU %s with %s stars', (shu, label, stars) =>
    expect(growDifficulty(shu)).toEqual({ label, stars }),
  );
});

describe('climate zone from origin', () => {
  it.each([
    ['Mexico', 'Tropical/Subtropical'],
    ['Oaxaca, Mexico', 'Tropical/Subtropical'],
    ['Yucatán, México', 'Tropical/Subtropical'],
    ['Central America', 'Tropical/Subtropical'],
    ['Guatemala', 'Tropical/Subtropical'],
    ['Costa Rica', 'Tropical/Subtropical'],
    ['India', 'Humid Subtropical'],
    ['Assam, India', 'Humid Subtropical'],
    ['Thailand', 'Humid Subtropical'],
    ['Sichuan, China', 'Humid Subtropical'],
    ['Japan', 'Humid Subtropical'],
    ['South Korea', 'Humid Subtropical'],
    ['Vietnam', 'Humid Subtropical'],
    ['Indonesia', 'Humid Subtropical'],
    ['Malaysia', 'Humid Subtropical'],
    ['Philippines', 'Humid Subtropical'],
    ['Sri Lanka', 'Humid Subtropical'],
    ['Bangladesh', 'Humid Subtropical'],
    ['Pakistan', 'Humid Subtropical'],
    ['Southeast Asia', 'Humid Subtropical'],
    ['Africa', 'Tropical'],
    ['Ghana', 'Tropical'],
    ['Ethiopia', 'Tropical'],
    ['Malawi', 'Tropical'],
    ["Côte d'Ivoire", 'Tropical'],
    ['Caribbean', 'Tropical'],
    ['Trinidad and Tobago', 'Tropical'],
    ['Trinidad, Caribbean', 'Tropical'],
    ['Jamaica', 'Tropical'],
    ['Barbados', 'Tropical'],
    ['Hungary', 'Temperate'],
    ['Italy', 'Temperate'],
    ['USA', 'Temperate'],
    ['Peru', 'Temperate'],
    ['New Mexico, USA', 'Temperate'],
    ['Indiana, USA', 'Temperate'],
    ['Papua New Guinea', 'Temperate'],
    ['', 'Temperate'],
  ])('places %s in %s', (origin, zone) => expect(climateZoneForOrigin(origin)).toBe(zone));

  it('treats a missing origin as Temperate', () => expect(climateZoneForOrigin(null)).toBe('Temperate'));
});

describe('safety card and extreme warning', () => {
  it('shows no safety card at 100,000 SHU', () => expect(showsSafetyCard(100_000)).toBe(false));
  it('shows the safety card at 100,001 SHU', () => expect(showsSafetyCard(100_001)).toBe(true));
  it('shows no extreme warning at 1,000,000 SHU', () => expect(showsExtremeWarning(1_000_000)).toBe(false));
  it('shows the extreme warning at 1,000,001 SHU', () => expect(showsExtremeWarning(1_000_001)).toBe(true));
});

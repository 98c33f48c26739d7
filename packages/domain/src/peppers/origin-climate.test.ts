import { describe, expect, it } from 'vitest';
import { climateZoneForOrigin } from './origin-climate';

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

import {
  figureBelongsToLevel,
  HEAT_SCALE,
  heatBesideLevel,
  heatLine,
  varietyHeatTag,
  HEAT_RANGES,
  heatRangeCounts,
  MILD_CEILING_SHU,
  pepperHeatLevel,
  peppersInRange,
  positionOfShu,
  shuAtPosition,
  SLIDER_STEPS,
  QUIZ_TIERS,
  quizTierLevels,
  SUPERHOT_MIN_SHU,
  typicalShu,
} from '@pepper/domain/heat';
import { identifiedHeatText } from '@pepper/domain/identification';
import {
  COLLECTION_KEYS,
  collectionHeatSpan,
  collectionMembers,
  COLLECTIONS,
  HEAT_RANGE_COLLECTIONS,
} from '@pepper/domain/peppers';
import { sameName } from '@pepper/domain/text';
import { describe, expect, it } from 'vitest';
import { peppers } from './index';

const catalog = peppers.map((p) => ({ ...p, heatLevel: pepperHeatLevel(p) }));

describe('the Heat Index over the real varieties', () => {
  it('counts every variety once: the ten ranges add up to the number of varieties', () => {
    const counts = heatRangeCounts(catalog);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(catalog.length);
  });

  it('lists under each range card exactly as many varieties as the card counts', () => {
    const counts = heatRangeCounts(catalog);
    for (const r of HEAT_RANGES)
      expect(peppersInRange(catalog, [r.min, r.max]), r.name).toHaveLength(counts.get(r.name)!);
  });

  it('counts each variety in a range of its own level', () => {
    for (const p of catalog) {
      const t = typicalShu(p);
      const range = HEAT_RANGES.find((r) => t >= r.min && t <= r.max)!;
      expect(range.level, p.name).toBe(p.heatLevel);
    }
  });
});

describe('the heat figure written beside a level, over every variety', () => {
  const levelOf = (p: (typeof catalog)[number]) => HEAT_SCALE.find((l) => l.level === p.heatLevel)!;

  it('belongs to the level in every form a screen writes it (chips, cards, list rows, previews)', () => {
    const wrong: string[] = [];
    for (const p of catalog)
      for (const form of ['short', 'full', 'range', 'short-range'] as const) {
        const tag = varietyHeatTag(p, form);
        if (tag.level !== p.heatLevel || !figureBelongsToLevel(tag.figure, levelOf(p), p))
          wrong.push(`${p.name} (${form}): ${tag.label} · ${tag.figure}`);
      }
    expect(wrong).toEqual([]);
  });

  it('belongs to the level in the search suggestions and the identification’s heat text', () => {
    const wrong: string[] = [];
    for (const p of catalog) {
      const [label, figure] = heatLine(p).split(' · ');
      if (label !== levelOf(p).label || !figureBelongsToLevel(figure, levelOf(p), p))
        wrong.push(`suggestion ${p.name}: ${heatLine(p)}`);
      const [idLabel, idFigure] = identifiedHeatText(p).split(': ');
      if (idLabel !== levelOf(p).label || !figureBelongsToLevel(idFigure, levelOf(p), p))
        wrong.push(`identification ${p.name}: ${identifiedHeatText(p)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is never the top of a range that lies in a hotter level', () => {
    const topsElsewhere = catalog.filter(
      (p) => p.shuMeasured !== false && HEAT_SCALE.find((l) => p.shuMax <= l.max)!.level !== p.heatLevel,
    );
    // The database has such varieties (Biker Billy Jalapeño tops out at a Hot 30,000 while typically Medium).
    expect(topsElsewhere.length).toBeGreaterThan(10);
    for (const p of topsElsewhere) expect(heatBesideLevel(p), p.name).not.toContain(`${p.shuMax}`);
  });
});

describe('the Heat Index slider over the real varieties', () => {
  it('gives the span that holds the varieties most of the track', () => {
    const positions = catalog.map((p) => positionOfShu(typicalShu(p)));
    expect(Math.max(...positions) - Math.min(...positions)).toBeGreaterThan(SLIDER_STEPS * 0.8);
    expect(shuAtPosition(SLIDER_STEPS)).toBe(500_000_000);
  });
});

describe('the heat collections over the real varieties', () => {
  const superhots = collectionMembers('superhots', catalog);
  const nuclear = collectionMembers('nuclear', catalog);
  const mild = collectionMembers('mild', catalog);

  it('Superhots holds every variety whose typical heat is at or above the superhot bound, and no other', () => {
    expect(superhots.length).toBeGreaterThan(0);
    expect(superhots.every((p) => typicalShu(p) >= SUPERHOT_MIN_SHU && p.heatLevel === 'superhot')).toBe(
      true,
    );
    expect(superhots).toHaveLength(catalog.filter((p) => p.heatLevel === 'superhot').length);
  });

  it('Nuclear holds exactly the varieties the Heat Index’s Nuclear range counts', () => {
    expect(nuclear).toHaveLength(heatRangeCounts(catalog).get('Nuclear')!);
    expect(nuclear.map((p) => p.name)).toEqual(['Pepper X']);
  });

  it('each collection named after heat ranges holds what the Heat Index counts in them, and the same varieties', () => {
    const counts = heatRangeCounts(catalog);
    for (const [key, ranges] of Object.entries(HEAT_RANGE_COLLECTIONS)) {
      const members = collectionMembers(key, catalog);
      const counted = ranges.reduce((sum, name) => sum + counts.get(name)!, 0);
      expect(members, key).toHaveLength(counted);
      const listed = HEAT_RANGES.filter((r) => ranges.includes(r.name)).flatMap((r) =>
        peppersInRange(catalog, [r.min, r.max]),
      );
      expect(new Set(members), key).toEqual(new Set(listed));
    }
  });

  it('Mild holds every variety whose typical heat is below the mild ceiling, and no other', () => {
    expect(mild.every((p) => typicalShu(p) < MILD_CEILING_SHU)).toBe(true);
    expect(mild).toHaveLength(
      catalog.filter((p) => p.heatLevel === 'no-heat' || p.heatLevel === 'mild').length,
    );
    expect(mild.some((p) => sameName(p.name, 'Chacoense'))).toBe(false);
  });

  it('say their span from the members’ own ranges', () => {
    for (const key of COLLECTION_KEYS) {
      const members = collectionMembers(key, catalog);
      const span = collectionHeatSpan(members);
      if (!span) continue;
      expect(members.every((p) => p.shuMin >= span.coolest.shuMin && p.shuMax <= span.hottest.shuMax)).toBe(
        true,
      );
    }
    expect(collectionHeatSpan(superhots)!.coolest.shuMin).toBeGreaterThanOrEqual(500_000);
    expect(collectionHeatSpan(mild)!.hottest.shuMax).toBeLessThan(SUPERHOT_MIN_SHU);
    expect(COLLECTIONS.superhots.description).toMatch(/1,000,000 SHU or more/);
  });
});

describe('the quiz’s suggestions over the real varieties', () => {
  it('recommend varieties of the tier’s own levels', () => {
    for (const tier of QUIZ_TIERS) {
      for (const name of tier.recommendedPeppers) {
        const variety = catalog.find((p) => sameName(p.name, name));
        expect(variety, name).toBeDefined();
        expect(quizTierLevels(tier.level), `${name} in ${tier.title}`).toContain(variety!.heatLevel);
      }
    }
  });
});

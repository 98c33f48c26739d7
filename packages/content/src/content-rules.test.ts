/// <reference types="vite/client" />
import { recipeTotalMinutes } from '@pepper/domain/recipes';
import { describe, expect, it } from 'vitest';
import {
  brineOf,
  brineRatiosIn,
  isTestedCanningBrine,
  keepsUnderOilAtRoomTemperature,
  NAMES_A_CANNER,
  repeatedSentences,
  restatedSentences,
  ripeColourIsPickingColour,
  ripeColoursOf,
  sentencesOf,
  shortestWaitIn,
  stepMinutes,
  stepTimings,
} from './content-rules';
import { PRESERVATION_METHODS, PRESERVATION_SAFETY } from './guides/preservation';
import { peppers, premiumRecipes, publicRecipes } from './index';
import { HEAT_RECORD_FIGURES } from './records';

const recipes = [...publicRecipes, ...premiumRecipes];
const byName = (name: string) => peppers.find((p) => p.name === name)!;
const byTitle = (title: string) => recipes.find((r) => r.title === title)!;

describe('ripe colours', () => {
  it('are read from the colour text: the colour a pod ends at, whatever it is picked at', () => {
    expect(ripeColoursOf('Green ripening to red')).toEqual(['red']);
    expect(ripeColoursOf('Pale yellow ripening to orange and red')).toEqual(['red']);
    expect(ripeColoursOf('Green ripening to yellow, then orange and red')).toEqual(['red']);
    expect(ripeColoursOf('Yellow ripening through orange to red')).toEqual(['red']);
    expect(ripeColoursOf('Green ripening to yellow or red')).toEqual(['yellow', 'red']);
    expect(ripeColoursOf('Yellow ripening to orange-red')).toEqual(['orange', 'red']);
    expect(ripeColoursOf('Green ripening to red, harvested green')).toEqual(['red']);
    expect(ripeColoursOf('Purple through yellow and orange to red')).toEqual(['red']);
    expect(ripeColoursOf('Deep red')).toBeNull();
  });

  it('find the fault of the fact check: a colour the pod is picked at, stored as its ripe colour', () => {
    expect(ripeColourIsPickingColour({ color: 'Dark green ripening to red', ripeColor: 'green' })).toBe(true);
    expect(ripeColourIsPickingColour({ color: 'Pale yellow ripening to red', ripeColor: 'yellow' })).toBe(
      true,
    );
    expect(ripeColourIsPickingColour({ color: 'Purple ripening to red', ripeColor: 'purple' })).toBe(true);
    expect(
      ripeColourIsPickingColour({ color: 'Light green, harvested before colouring', ripeColor: 'green' }),
    ).toBe(true);
    expect(ripeColourIsPickingColour({ color: 'Dark green ripening to red', ripeColor: 'red' })).toBe(false);
    expect(ripeColourIsPickingColour({ color: 'Green ripening to yellow or red', ripeColor: 'yellow' })).toBe(
      false,
    );
  });

  it('name the colour every variety ripens to, never the one it is picked at', () => {
    expect(
      peppers.filter(ripeColourIsPickingColour).map((p) => `${p.name}: ${p.color} (${p.ripeColor})`),
    ).toEqual([]);
    for (const name of ['Poblano', 'Serrano', 'Shishito', 'Padrón', 'Hungarian Wax', 'Banana Pepper'])
      expect(byName(name).ripeColor, name).toBe('red');
  });
});

describe('a variety’s texts', () => {
  it('find a sentence said twice, however it is reworded', () => {
    expect(
      repeatedSentences(
        'Grow like a New Mexico chile and dry the red pods on strings. Grow it like a New Mexico chile and dry the red pods on strings.',
      ),
    ).toHaveLength(1);
    expect(
      repeatedSentences(
        'Plants grow 24-30 in and rarely need support. Plants grow 24 to 30 in and rarely need support.',
      ),
    ).toHaveLength(1);
    expect(repeatedSentences('Start seeds warm. Give the plants full sun and steady water.')).toEqual([]);
    expect(
      restatedSentences(
        'Bushy 2 ft plants; harvest red for pickling. Bushy 2 ft plants give heavy crops. Harvest fully red for pickling.',
      ),
    ).toEqual(['Bushy 2 ft plants; harvest red for pickling.']);
  });

  it('never say the same thing twice in a variety’s description and growing tips', () => {
    const repeated = peppers.flatMap((p) =>
      repeatedSentences(`${p.description} ${p.growingTips}`).map(([a, b]) => `${p.name}: "${a}" / "${b}"`),
    );
    const restated = peppers.flatMap((p) => restatedSentences(p.growingTips).map((s) => `${p.name}: "${s}"`));
    expect([...repeated, ...restated]).toEqual([]);
  });
});

describe('recipe times', () => {
  it('read what a step asks for, not what it allows', () => {
    expect(stepTimings('Let stand at least 30 minutes so the onion softens and turns pink.')).toEqual([30]);
    expect(stepTimings('Marinate for 2 to 4 hours.')).toEqual([120]);
    expect(stepTimings('Rest for 30 minutes to 4 hours refrigerated.')).toEqual([30]);
    expect(stepTimings('Marinate for at least 1 hour or up to overnight.')).toEqual([60]);
    expect(stepTimings('Soak the favas overnight.')).toEqual([480]);
    expect(stepTimings('It softens overnight in the fridge but keeps 2 days.')).toEqual([]);
    expect(stepTimings('Store airtight for up to 6 months.')).toEqual([]);
    expect(stepTimings('They are good after 1 hour and best after 1 day. Use within 3 weeks.')).toEqual([]);
    expect(stepTimings('Add 2 tbsp oil and 450 g pork.')).toEqual([]);
  });

  it('take a step at its quickest where it gives foods their own times', () => {
    expect(stepMinutes('Simmer for 10 minutes, then rest for 30 minutes.')).toBe(30);
    expect(
      stepMinutes(
        'Marinate for at least 4 hours, or overnight for chicken and pork; fish needs only 1 hour.',
      ),
    ).toBe(60);
    expect(stepMinutes('Marinate for 2 to 8 hours (30 minutes is enough for vegetables).')).toBe(30);
    expect(stepMinutes('Chop the onion.')).toBe(0);
  });

  it('find a step that takes longer than the recipe says: Xnipec’s 30 minutes in a 15-minute recipe', () => {
    const xnipec = { prepTimeMinutes: 15, cookTimeMinutes: 0 };
    const step = 'Let stand at least 30 minutes so the onion softens and turns pink.';
    expect(stepMinutes(step)).toBeGreaterThan(recipeTotalMinutes(xnipec));
  });

  it('never ask in a step for longer than the recipe’s stated time', () => {
    const longer = recipes.flatMap((r) =>
      r.instructions
        .filter((step) => stepMinutes(step) > recipeTotalMinutes(r))
        .map((step) => `${r.id} ${r.title} (${recipeTotalMinutes(r)} min): ${step}`),
    );
    expect(longer).toEqual([]);
  });

  it('find the shortest wait a marinade gives for any food', () => {
    expect(
      shortestWaitIn(
        'Marinate covered for at least 4 hours, or overnight for chicken and pork; fish needs only 1 hour.',
      ),
    ).toBe(60);
    expect(
      shortestWaitIn('Marinate 2 lb chicken thighs for 2 to 6 hours, or salmon and tofu for 30 minutes.'),
    ).toBe(30);
    expect(
      shortestWaitIn('Marinate for at least 4 hours and up to overnight (fish for 1 hour at most).'),
    ).toBe(60);
    expect(
      shortestWaitIn('Marinate pork for 12 to 24 hours, turning once; chicken needs 4 to 8 hours.'),
    ).toBe(240);
  });

  it('count as a marinade’s wait the shortest its steps give, as a wait is the shortest after which it is ready', () => {
    const longer = recipes.flatMap((r) => {
      if (r.wait?.kind !== 'marinate') return [];
      const shortest = r.instructions
        .filter((s) => /\bmarinat/i.test(s))
        .map(shortestWaitIn)
        .filter((n): n is number => n !== null);
      return shortest.length && r.wait.minutes > Math.min(...shortest)
        ? [`${r.id} ${r.title}: waits ${r.wait.minutes} min, steps give ${Math.min(...shortest)}`]
        : [];
    });
    expect(longer).toEqual([]);
    expect(publicRecipes.find((r) => r.id === 318)!.wait!.minutes).toBe(60);
    expect(publicRecipes.find((r) => r.id === 319)!.wait!.minutes).toBe(30);
  });
});

describe('food kept under oil', () => {
  it('is found left at room temperature, as the Achaar once was', () => {
    expect(
      keepsUnderOilAtRoomTemperature([
        'Pack the stuffed peppers into a clean, dry jar and pour on the cooled oil to cover.',
        'Rest at room temperature for 1 day, then refrigerate.',
      ]),
    ).toBe(true);
    expect(
      keepsUnderOilAtRoomTemperature([
        'Pack the peppers into a jar and pour on the cooled oil to cover.',
        'Cover and refrigerate at once; eat within 4 days.',
      ]),
    ).toBe(false);
    expect(
      keepsUnderOilAtRoomTemperature([
        'Heat the oil, then cool to room temperature.',
        'Serve at room temperature.',
      ]),
    ).toBe(false);
  });

  it('is never left at room temperature in a recipe', () => {
    const unsafe = recipes.filter((r) =>
      keepsUnderOilAtRoomTemperature([
        ...r.instructions,
        ...sentencesOf((r as { chefNotes?: string }).chefNotes ?? ''),
      ]),
    );
    expect(unsafe.map((r) => r.title)).toEqual([]);
    expect(byTitle('Bharwa Banana Pepper Achaar').instructions.join(' ')).toMatch(/refrigerate at once/i);
  });
});

describe('canning brines', () => {
  it('are read from the ingredients and from the words of a guide', () => {
    expect(brineOf(['5 cups (1.2 l) white vinegar (5% acidity)', '1 cup (240 ml) water'])).toEqual({
      vinegar: 1200,
      water: 240,
    });
    expect(brineOf(['1 1/2 cups (360 ml) white vinegar (5% acidity)', '1 cup (240 ml) water'])).toEqual({
      vinegar: 360,
      water: 240,
    });
    expect(brineRatiosIn('Heat equal parts 5% vinegar and water with salt until it boils.')).toEqual([1]);
    expect(brineRatiosIn('It uses 5 cups of 5% vinegar to 1 cup of water.')).toEqual([5]);
  });

  it('are tested ones where a canner is named: 5:1 is, 1:1 (refrigerator pickles) and anything weaker are not', () => {
    expect(isTestedCanningBrine(5)).toBe(true);
    expect(isTestedCanningBrine(1)).toBe(false);
    expect(isTestedCanningBrine(0.5)).toBe(false);
    // The preservation guide's pickling steps as the fact check found them.
    const found = [
      'Heat equal parts 5% vinegar and water with salt until it boils; never dilute the vinegar further.',
      'Seal the jars and process them in a boiling-water canner by a tested recipe, or refrigerate them.',
    ];
    expect(found.some((s) => NAMES_A_CANNER.test(s))).toBe(true);
    expect(found.flatMap(brineRatiosIn).every(isTestedCanningBrine)).toBe(false);
  });

  it('in the preservation guide are tested ones wherever it names a canner; 1:1 is kept for the fridge', () => {
    for (const method of PRESERVATION_METHODS) {
      if (!method.steps.some((s) => NAMES_A_CANNER.test(s))) continue;
      for (const sentence of method.steps.flatMap(sentencesOf)) {
        // A brine the guide keeps for the fridge is not canned.
        if (/\b(?:refrigerator|fridge)\b/i.test(sentence) && /\bnever can\b/i.test(sentence)) continue;
        for (const ratio of brineRatiosIn(sentence)) expect(isTestedCanningBrine(ratio), sentence).toBe(true);
      }
    }
    const canning = PRESERVATION_SAFETY.find((c) => c.title === 'Canning')!.points.join(' ');
    expect(canning).toMatch(/refrigerator pickles only/);
    expect(canning).toMatch(/5 parts 5% vinegar to 1 part water/);
  });

  it('in recipes that name a canner are tested ones', () => {
    const canned = recipes.filter((r) => r.instructions.some((s) => NAMES_A_CANNER.test(s)));
    expect(canned.length).toBeGreaterThan(0);
    for (const r of canned) {
      const brine = brineOf(r.ingredients);
      expect(brine, r.title).not.toBeNull();
      expect(isTestedCanningBrine(brine!.vinegar / brine!.water), r.title).toBe(true);
    }
  });
});

/** Every text the content package holds, for the checks that read all of them. */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) textsOf(v, out);
  return out;
}

/** The record-sized figures of a sentence: '1,569,300 SHU' and '2.69 million SHU' as numbers. */
function shuFigures(sentence: string): number[] {
  // A bound ('2,200,000 SHU or more') is not a record figure, nor a figure below the first record past a million.
  return [
    ...sentence.matchAll(
      /(\d[\d,]*(?:\.\d+)?)\s*(million)?\s*SHU\b(?!\s*(?:or more|or above|and above|\+))/gi,
    ),
  ]
    .map((m) => Number(m[1].replace(/,/g, '')) * (m[2] ? 1_000_000 : 1))
    .filter((shu) => shu >= 1_000_000);
}

describe('heat records', () => {
  const texts = [...new Set(Object.values(modules).flatMap((m) => textsOf(m)))];
  const recordSentences = texts
    .flatMap(sentencesOf)
    .filter((s) => /\b(?:record|guinness|certified)\b/i.test(s) && shuFigures(s).length);

  it('are found in the texts', () => {
    expect(recordSentences.length).toBeGreaterThanOrEqual(3);
  });

  it('each give a figure of the reference list, with the year it was published', () => {
    const wrong = recordSentences.filter(
      (s) =>
        !shuFigures(s).every((shu) =>
          HEAT_RECORD_FIGURES.some(
            (r) => Math.abs(shu - r.shu) / r.shu <= 0.005 && s.includes(String(r.year)),
          ),
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('name the year and the source of every figure in the reference list', () => {
    for (const r of HEAT_RECORD_FIGURES) {
      expect(r.year, r.variety).toBeGreaterThan(1900);
      expect(r.source, r.variety).toMatch(new RegExp(`Guinness.*${r.year}`));
      expect(byName(r.variety), r.variety).toBeDefined();
    }
  });

  it('give the Carolina Reaper’s 2013 figure as 1,569,300 SHU, and 1,641,183 only as the 2017 figure', () => {
    const reaper = byName('Carolina Reaper').description;
    expect(reaper).toMatch(/2013[^.]*1,569,300 SHU/);
    expect(
      sentencesOf(reaper)
        .filter((s) => s.includes('1,641,183'))
        .every((s) => s.includes('2017')),
    ).toBe(true);
  });
});

describe('the guides', () => {
  const sentences = [...new Set(Object.values(modules).flatMap((m) => textsOf(m)))].flatMap(sentencesOf);

  it('never give milk as first aid for an eye: it is flushed with cool running water or saline', () => {
    const eyeAid = sentences.filter((s) => /\beyes?\b/i.test(s) && /\b(?:flush|rinse|wash)\w*/i.test(s));
    expect(eyeAid.some((s) => /running water or sterile saline/.test(s))).toBe(true);
    expect(eyeAid.filter((s) => /\bmilk\b/i.test(s) && !/\bdo not put milk\b/i.test(s))).toEqual([]);
  });

  it('never say capsaicinoids are made only in the placenta: superhots make them in the fruit wall too', () => {
    expect(sentences.filter((s) => /\bonly in the placenta\b/i.test(s))).toEqual([]);
    expect(sentences.some((s) => /fruit wall/.test(s) && /Bosland/.test(s) && /2015/.test(s))).toBe(true);
  });

  it('never make the Tien Tsin the chile of Sichuan cooking', () => {
    const tienTsin = peppers.filter((p) => p.name === 'Tien Tsin').flatMap((p) => sentencesOf(p.description));
    expect(tienTsin.length).toBeGreaterThan(0);
    expect(tienTsin.filter((s) => /\bSichuan\b/.test(s) && !/\bnot the chile of Sichuan\b/.test(s))).toEqual(
      [],
    );
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { HEAT_RANGES, HEAT_SCALE, pepperHeatLevel, RISK_BANDS } from '@pepper/domain/heat';
import { pepperNameResolver } from '@pepper/domain/recipes';
import { describe, expect, it } from 'vitest';
import { COOKING_HEAT_LEVELS, HEAT_ADVICE } from './guides/cooking';
import { pepperAliases, peppers } from './index';

/**
 * One word per level on every screen: the apps' text names a pepper's heat only with the scale's six labels, and
 * the Heat Index's ten range names only as parts of a level. The words below are the other names people give a
 * level ('Extreme', 'Extremely Hot', 'Super Hot'…); each place that may still say one of them is listed with the
 * reason it is not a pepper's level.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP_FOLDERS = [
  'shell/src',
  'packages/ui/src',
  'packages/domain/src',
  'packages/content/src/guides',
  'packages/content/src/grow',
  'packages/content/src/pages.ts',
  'api/src/services/page-heads',
  ...fs
    .readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
];
const TEST = /\.(test|spec)\.[a-z]+$/;

function sourceFiles(entry: string, found: string[] = []): string[] {
  if (!fs.existsSync(entry)) return found;
  if (fs.statSync(entry).isFile()) {
    if (/\.(ts|tsx)$/.test(entry) && !TEST.test(entry)) found.push(entry);
    return found;
  }
  for (const name of fs.readdirSync(entry))
    if (name !== 'node_modules' && name !== 'dist') sourceFiles(path.join(entry, name), found);
  return found;
}

/** The texts a source can put on a screen: its string literals and its JSX text, comments left out. */
function texts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );
  const jsx = [...code.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((m) => m[1]);
  return [...literals, ...jsx].map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const SCALE_LABELS = new Set(HEAT_SCALE.map((l) => l.label));
const RANGE_NAMES = new Set(HEAT_RANGES.map((r) => r.name));

/** Names of a heat level that are not the scale's, as a text would use them (whole words, any case for the joined ones). */
const OTHER_LEVEL_WORDS =
  /\b(Extreme|Extremely Hot|Ultra Nuclear|Nuclear|Experimental|Theoretical|Super[ -][Hh]ot|[Uu]ltra[ -][Hh]ot|Extra[ -][Hh]ot|Very Mild|Scorching|Insane|Blazing|Mild-Medium|Medium-Hot)\b/g;

/** A text that is exactly a level's name: a label on a badge, a button or a chip. */
const LEVEL_NAME =
  /^(No Heat|None|Sweet|Mild|Medium|Hot|Very Hot|Superhot|Super Hot|Extreme|Extremely Hot|Extra Hot|Nuclear)$/;

/** The places that may say a word the scale does not use, and why it is no pepper's level there. */
const ALLOWED: { file: string; word: string; why: string }[] = [
  {
    file: 'packages/domain/src/heat/ranges.ts',
    word: 'Extremely Hot',
    why: 'a Heat Index range, part of Superhot',
  },
  {
    file: 'packages/domain/src/heat/ranges.ts',
    word: 'Nuclear',
    why: 'a Heat Index range, part of Superhot',
  },
  {
    file: 'packages/domain/src/heat/ranges.ts',
    word: 'Ultra Nuclear',
    why: 'a Heat Index range, part of Superhot',
  },
  {
    file: 'packages/domain/src/heat/ranges.ts',
    word: 'Experimental',
    why: 'a Heat Index range, part of Superhot',
  },
  {
    file: 'packages/domain/src/heat/ranges.ts',
    word: 'Theoretical',
    why: 'a Heat Index range, part of Superhot',
  },
  {
    file: 'packages/domain/src/peppers/collections.ts',
    word: 'Nuclear',
    why: 'the collection of that range',
  },
  { file: 'packages/domain/src/heat/scale.ts', word: 'Extreme', why: 'the safety guide’s top handling risk' },
  {
    file: 'packages/content/src/guides/meal-planning.ts',
    word: 'Extreme',
    why: 'a dish’s heat in the meal plan',
  },
  {
    file: 'packages/content/src/guides/meal-planning.ts',
    word: 'Sweet',
    why: 'a dish’s heat in the meal plan',
  },
  {
    file: 'mfe-catalog/src/features/pepper-detail/PepperDetailScreen.tsx',
    word: 'Extreme',
    why: 'the extreme-heat warning’s title',
  },
  {
    file: 'packages/domain/src/identification/results.ts',
    word: 'Extreme',
    why: 'the superhot handling warning, a sentence',
  },
];
const used = new Set<(typeof ALLOWED)[number]>();
const allowed = (file: string, word: string) => {
  const entry = ALLOWED.find((a) => a.file === file && a.word === word);
  if (entry) used.add(entry);
  return Boolean(entry);
};

describe('the words for heat levels in the apps’ text', () => {
  const files = APP_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));

  it('are read from every app and the packages they show text from', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((f) => f.endsWith('HeatCalculatorScreen.tsx'))).toBe(true);
  });

  it('are the scale’s own, or a Heat Index range shown as part of a level: no other word names a level', () => {
    const found: string[] = [];
    for (const file of files) {
      const rel = path.relative(ROOT, file);
      for (const text of texts(fs.readFileSync(file, 'utf8'))) {
        for (const [word] of text.matchAll(OTHER_LEVEL_WORDS)) {
          // A variety's own name ('Barker Extra Hot') or a sentence about sauce is not a level's name.
          if (allowed(rel, word)) continue;
          found.push(`${rel}: "${word}" in "${text.slice(0, 80)}"`);
        }
        if (LEVEL_NAME.test(text) && !SCALE_LABELS.has(text) && !allowed(rel, text))
          found.push(`${rel}: the label "${text}"`);
      }
    }
    expect(found).toEqual([]);
    // Every exception is still needed: one no longer said is taken off the list.
    expect(ALLOWED.filter((a) => !used.has(a))).toEqual([]);
  });

  it('keep the Heat Index’s ten names, five of them the levels and five parts of Superhot', () => {
    const ranges = [...RANGE_NAMES];
    expect(ranges.filter((name) => SCALE_LABELS.has(name))).toEqual(
      [...SCALE_LABELS].filter((l) => RANGE_NAMES.has(l)),
    );
    expect(HEAT_RANGES.filter((r) => !SCALE_LABELS.has(r.name)).every((r) => r.level === 'superhot')).toBe(
      true,
    );
  });

  it('name the handling risks by risk, not by heat level', () => {
    expect(RISK_BANDS.map((b) => b.label)).toEqual(['Low', 'Moderate', 'High', 'Very high', 'Extreme']);
  });
});

describe('the cooking guide’s heat levels', () => {
  const resolve = pepperNameResolver(peppers, pepperAliases);

  it('are the scale’s levels, and each one’s example peppers are of that level', () => {
    expect(COOKING_HEAT_LEVELS.map((l) => l.label)).toEqual(HEAT_SCALE.slice(1).map((l) => l.label));
    for (const { level } of COOKING_HEAT_LEVELS)
      for (const name of HEAT_ADVICE[level].peppers.split(', ')) {
        const variety = resolve(name);
        expect(variety, name).not.toBeNull();
        // The mild advice covers the sweet peppers too.
        const levels = level === 'mild' ? ['no-heat', 'mild'] : [level];
        expect(levels, `${name} as ${level}`).toContain(pepperHeatLevel(variety!));
      }
  });
});

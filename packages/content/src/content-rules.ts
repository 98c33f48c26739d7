/**
 * Rules the content is checked against (content-rules.test.ts): each reads a text the way a careful editor
 * would, to find a kind of fault a fact check found once, wherever else it hides.
 */
import type { PodColor } from '@pepper/contract';

/* ------------------------------------------------------------------ sentences */

/** Abbreviations whose full stop does not end a sentence: initials, 'St.', 'No.', 'var.' and the like. */
const ABBREVIATION =
  /\b(?:[A-Z]|St|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|Sr|No|vs|var|subsp|ssp|cv|approx|ca|e\.g|i\.e|etc|U\.S|U\.K)\.(?=\s)/g;

/** A text's sentences: each ends with . ! or ? (and any closing quote) before a space and a capital, digit or quote. */
export function sentencesOf(text: string): string[] {
  const masked = text.replace(ABBREVIATION, (m) => m.replace(/\./g, '\uE000'));
  return masked
    .split(/(?<=[.!?]['"’”)]?)\s+(?=['"‘“(]?[A-Z0-9ÁÉÍÓÚÑ¿¡])/)
    .map((s) => s.replace(/\uE000/g, '.').trim())
    .filter(Boolean);
}

/** Words that say little about what a sentence states. */
const FILLER = new Set(
  'a an the and or but so of to in on at by for with from as is are be it its it’s this that these those they them their there then than into onto up out very well also only just can may will plant plants pod pods grow'.split(
    ' ',
  ),
);

/** What a sentence states: its words without filler, case, punctuation or the way a number is written. */
function statement(sentence: string): Set<string> {
  return new Set(
    sentence
      .toLowerCase()
      .replace(/(\d+)\s*(?:-|–|to)\s*(\d+)/g, '$1_$2')
      .replace(/[’']/g, '')
      .replace(/[^a-z0-9_ ]+/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !FILLER.has(w)),
  );
}

/**
 * Two sentences of one text that say the same thing: nearly every word of the shorter (four words or more, filler
 * left out) is in the longer, as in "Grow like a New Mexico chile." and "Grow it like a New Mexico chile and dry
 * the red pods on strings."
 */
export function repeatedSentences(text: string): [string, string][] {
  const all = sentencesOf(text).map((s) => ({ s, words: statement(s) }));
  const pairs: [string, string][] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [short, long] = all[i].words.size <= all[j].words.size ? [all[i], all[j]] : [all[j], all[i]];
      if (short.words.size < 4) continue;
      let shared = 0;
      for (const w of short.words) if (long.words.has(w)) shared++;
      if (shared / short.words.size >= 0.8) pairs.push([all[i].s, all[j].s]);
    }
  }
  return pairs;
}

/**
 * Sentences of a text that another part of it says again in pieces: nearly every word (five or more, filler left
 * out) is in the text's other sentences, as in "Bushy 2 ft plants; harvest red for pickling. Bushy 2 ft plants give
 * heavy crops. Harvest fully red for pickling."
 */
export function restatedSentences(text: string): string[] {
  const all = sentencesOf(text).map((s) => ({ s, words: statement(s) }));
  return all
    .filter(({ words }, i) => {
      if (words.size < 5) return false;
      const others = new Set(all.flatMap((o, j) => (j === i ? [] : [...o.words])));
      let shared = 0;
      for (const w of words) if (others.has(w)) shared++;
      return shared / words.size >= 0.85;
    })
    .map(({ s }) => s);
}

/* ------------------------------------------------------------------ ripe colours */

const COLOUR_WORDS: [RegExp, PodColor][] = [
  [/\b(?:red|crimson|scarlet|maroon)\b/, 'red'],
  [/\borange\b/, 'orange'],
  [/\b(?:yellow|gold|golden|lemon)\b/, 'yellow'],
  [/\bgreen\b/, 'green'],
  [/\b(?:brown|chocolate)\b/, 'brown'],
  [/\b(?:purple|violet)\b/, 'purple'],
  [/\b(?:white|cream|ivory)\b/, 'white'],
  [/\bpeach\b/, 'peach'],
  [/\bblack\b/, 'black'],
];

/** The pod colours a phrase names, in the order it names them. */
function coloursIn(phrase: string): PodColor[] {
  const found: [number, PodColor][] = [];
  for (const [pattern, colour] of COLOUR_WORDS) {
    const at = phrase.search(pattern);
    if (at >= 0) found.push([at, colour]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, colour]) => colour);
}

/**
 * The colours a pod is ripe in, by its colour text ('Green ripening to red', 'Pale yellow ripening through
 * orange to red', 'Green ripening to yellow or red', 'Green ripening to red, harvested green'): the colour or
 * colours it ends at, whatever colour it is picked at. Null when the text does not say how the pod ripens.
 */
export function ripeColoursOf(colourText: string): PodColor[] | null {
  const text = colourText.toLowerCase().replace(/\([^)]*\)/g, '');
  const ripening =
    /\b(?:ripen(?:ing|s)?|through [^,]+?)\b(?: (?:through|via) [^,]+?)? to ([^,]+(?:,? (?:or|then) [^,]+)*)/.exec(
      text,
    );
  if (!ripening) return null;
  // 'ripening to yellow, then orange and red': the last stage is the ripe one.
  const last = ripening[1].split(/,? then\b/).pop()!;
  const colours = coloursIn(last);
  if (!colours.length) return null;
  // 'yellow or red', 'yellow, orange or red' and 'orange-red' name colours a ripe pod may have; in 'orange and
  // red' the orange comes first and the pod ends red.
  if (/\bor\b|,/.test(last) || /-/.test(last)) return colours;
  return [colours[colours.length - 1]];
}

/**
 * Whether a variety's ripe colour is a colour its pods pass through or are picked at instead of the one they
 * ripen to: the fault of 'Green ripening to red' stored as green. A text that says the pods are picked before they
 * colour, and gives no ripe colour, has the same fault when the ripe colour is green.
 */
export function ripeColourIsPickingColour(p: { color: string; ripeColor: PodColor }): boolean {
  const ripe = ripeColoursOf(p.color);
  if (ripe) return !ripe.includes(p.ripeColor) && coloursIn(p.color.toLowerCase()).includes(p.ripeColor);
  return p.ripeColor === 'green' && /\bbefore (?:ripening|colouring|coloring|it colours)\b/i.test(p.color);
}

/* ------------------------------------------------------------------ step times */

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  ten: 10,
  twelve: 12,
};
const UNIT_MINUTES: Record<string, number> = { minute: 1, min: 1, hour: 60, hr: 60, day: 1440, week: 10080 };

const amount = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word.replace(/½/, '.5'));
const unitMinutes = (unit: string) => UNIT_MINUTES[unit.toLowerCase().replace(/s$/, '')] ?? 0;

/** Eight hours: what a step's "overnight" asks for at the least. */
export const OVERNIGHT_MINUTES = 8 * 60;

/**
 * The timings a step asks for, in minutes: the shorter end of a range ('2 to 4 hours', '30 minutes to 1 hour' is
 * 30), and "overnight". Left out: what a step allows rather than asks for ('or overnight', 'up to 6 months',
 * 'within 3 weeks', 'best after 1 day', 'keeps 2 days') and how long something keeps.
 */
export function stepTimings(step: string): number[] {
  const NUM = String.raw`(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|eight|ten|twelve)`;
  const UNIT = String.raw`(minutes?|mins?|hours?|hrs?|days?|weeks?)`;
  const timing = new RegExp(
    String.raw`(\b(?:up to|within|for up to|and up to|or up to|or|best after|good after|keeps?(?: for)?|lasts?|at most|no more than|no longer than)\s+)?` +
      String.raw`\b${NUM}(?:\s*${UNIT})?(?:\s*(?:to|-|–)\s*(?:\d+(?:\.\d+)?)\s*${UNIT}?)?\s*${UNIT}?\b`,
    'gi',
  );
  const out: number[] = [];
  for (const m of step.matchAll(timing)) {
    const unit = m[3] ?? m[4] ?? m[5];
    if (!unit || m[1]) continue;
    // '2 tbsp', '450 g' and the like have no unit of time and were not matched; '1 lb' neither.
    out.push(amount(m[2]) * unitMinutes(unit));
  }
  // 'Rest overnight in the fridge' asks for a night; 'or overnight' and 'it softens overnight' do not.
  if (
    /\b(?:rest|marinate|soak|chill|refrigerate|leave|cure|brine|sit|stand|dry)\w*\b[^.;]{0,30}\bovernight\b/i.test(
      step,
    ) &&
    !/\b(?:or|up to|and up to|or up to|preferably)\s+overnight\b/i.test(step)
  )
    out.push(OVERNIGHT_MINUTES);
  return out.filter((n) => n > 0);
}

/**
 * How long a step takes at the least, in minutes: the longest timing it asks for, or where it gives other foods
 * their own times ('4 to 12 hours; prawns need only 30 minutes', '2 to 8 hours (30 minutes is enough for
 * vegetables)', 'chicken thighs for 2 to 6 hours, or salmon for 30 minutes') the quickest of them. 0 when it asks
 * for no time.
 */
export function stepMinutes(step: string): number {
  const alternatives = step
    .split(/,\s*or\s+|;\s*(?=[^;]*\bneeds?\b)|\s*\((?=[^)]*\b(?:for|is enough|at most|needs?)\b)/i)
    .map((clause) => stepTimings(clause))
    .filter((times) => times.length)
    .map((times) => Math.max(...times));
  return alternatives.length ? Math.min(...alternatives) : 0;
}

/**
 * The shortest wait a waiting step gives for any food it names, in minutes ('at least 4 hours, or overnight for
 * chicken; fish needs only 1 hour' is 60; 'fish for 1 hour at most' is 60 too). Null when it names no time.
 */
export function shortestWaitIn(step: string): number | null {
  const timing =
    /\b(\d+(?:\.\d+)?|a|an|one|two|three|four|six|twelve)\s*(minutes?|hours?|days?|weeks?)?(?:\s*(?:to|-|–)\s*\d+(?:\.\d+)?\s*(?:minutes?|hours?|days?|weeks?)?)?\s*(minutes?|hours?|days?|weeks?)\b/gi;
  const times = [...step.matchAll(timing)]
    .filter((m) => !/\b(?:up to|and up to|within)\s+$/i.test(step.slice(0, m.index)))
    .map((m) => amount(m[1]) * unitMinutes(m[2] ?? m[3]));
  return times.length ? Math.min(...times) : null;
}

/* ------------------------------------------------------------------ oil */

/** A step that packs food under oil: 'pour on the cooled oil to cover', 'cover with oil', 'packed in oil'. */
export const UNDER_OIL =
  /\b(?:oil to cover|(?:covered?|topped?|submerged?|sealed?|packed?) (?:\w+ ){0,2}(?:with|in|under) (?:the |a layer of |cooled |remaining |more )*(?:\w+ )?oil|under (?:a layer of |the )?(?:\w+ )?oil)\b/i;

/**
 * A step that leaves food at room temperature to rest, keep or mature (not to cool, to serve, or to come up
 * from the fridge): 'Rest at room temperature for 1 day', 'Store in a cool place', 'keep in the pantry'.
 */
export const LEFT_AT_ROOM_TEMPERATURE =
  /\b(?:(?:rest|store|keep|leave|stand|sit|age|mature|ferment|infuse|steep)\w*\b(?:(?!\b(?:fridge|refrigerat\w*)\b)[^.;]){0,60}\b(?:at room temperature|on the counter|in a (?:cool|warm|dark) (?:place|cupboard|spot)|in the pantry)|(?:room temperature|on the counter)\b[^.;]{0,20}\bfor (?:\d+|a|one|two|three) (?:days?|weeks?|months?))/i;

/** Whether a recipe keeps food under oil at room temperature (a botulism risk for fresh, low-acid produce). */
export function keepsUnderOilAtRoomTemperature(steps: readonly string[]): boolean {
  const packed = steps.findIndex((s) => UNDER_OIL.test(s));
  if (packed < 0) return false;
  return steps.slice(packed).some((s) => LEFT_AT_ROOM_TEMPERATURE.test(s));
}

/* ------------------------------------------------------------------ canning brines */

/** Vinegar-to-water brines tested for canning pickled peppers, by the source that tested them. */
export const TESTED_CANNING_BRINES: readonly { vinegarParts: number; waterParts: number; source: string }[] =
  [
    {
      vinegarParts: 5,
      waterParts: 1,
      source:
        'National Center for Home Food Preservation, Pickled Hot Peppers: 5 cups 5% vinegar to 1 cup water',
    },
  ];

/** Names of a boiling-water or pressure canner, or of processing the jars in one. */
export const NAMES_A_CANNER =
  /\b(?:boiling[- ]water canner|water[- ]bath (?:canner|canning)|pressure canner|process(?:ed|ing)? (?:the )?(?:jars|them|in a))\b/i;

const CUPS: Record<string, number> = { cup: 240, cups: 240, ml: 1, l: 1000, litre: 1000, liter: 1000 };
const fraction = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .reduce((sum, part) => {
      const [n, d] = part.split('/');
      return sum + (d ? Number(n) / Number(d) : Number(n));
    }, 0);

/** The vinegar and water a recipe's ingredients measure (in ml), when both are measured in cups or ml. */
export function brineOf(ingredients: readonly string[]): { vinegar: number; water: number } | null {
  const measure = (pattern: RegExp) => {
    for (const line of ingredients) {
      const m = /^(\d+(?:\s+\d+\/\d+|\/\d+)?)\s*(cups?|ml|l|litres?|liters?)\b(.*)$/i.exec(line.trim());
      if (m && pattern.test(m[3])) return fraction(m[1]) * (CUPS[m[2].toLowerCase()] ?? 0);
    }
    return null;
  };
  const vinegar = measure(/\bvinegar\b/i);
  const water = measure(/^\s*(?:\([^)]*\)\s*)?(?:filtered |cold |hot )?water\b/i);
  return vinegar && water ? { vinegar, water } : null;
}

/**
 * The vinegar-to-water brines a text gives in words: 'equal parts 5% vinegar and water' is 1:1, '5 cups of 5%
 * vinegar to 1 cup of water' is 5:1, '1 part vinegar to 2 parts water' is 1:2.
 */
export function brineRatiosIn(text: string): number[] {
  const ratios: number[] = [];
  if (/\bequal parts\b[^.]*\bvinegar\b[^.]*\bwater\b/i.test(text)) ratios.push(1);
  for (const m of text.matchAll(
    /\b(\d+(?:\.\d+)?)\s*(?:cups?|parts?)\s+(?:of\s+)?(?:\d+%\s+)?(?:\w+\s+)?vinegar\s+to\s+(\d+(?:\.\d+)?)\s*(?:cups?|parts?)\s+(?:of\s+)?water\b/gi,
  ))
    ratios.push(Number(m[1]) / Number(m[2]));
  return ratios;
}

/** Whether a canning brine of this vinegar-to-water ratio is a tested one (and at least as acid as 1:1). */
export const isTestedCanningBrine = (ratio: number) =>
  ratio >= 1 && TESTED_CANNING_BRINES.some((b) => Math.abs(ratio - b.vinegarParts / b.waterParts) < 0.05);

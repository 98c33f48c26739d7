/**
 * Cooking from a recipe at another size: the servings a cook can step through, and each ingredient line
 * scaled and shown in the cook's measuring system. Lines are read by `parse-ingredient` (quantities, ranges,
 * mixed numbers, vulgar fractions, units), amounts are written back with `format-quantity` as cooks write
 * them (½, 1¼, ⅔), and everything else in a line stays as the recipe wrote it.
 */
import { formatQuantity } from 'format-quantity';
import { counted } from '../numbers';
import { numericQuantity } from 'numeric-quantity';
import {
  convertUnit,
  extractMeasurements,
  parseIngredient,
  unitsOfMeasure,
  type Measurement,
} from 'parse-ingredient';

/** The measuring system a cook reads amounts in. */
export type MeasureSystem = 'us' | 'metric';
export const MEASURE_SYSTEMS: readonly MeasureSystem[] = ['us', 'metric'];

/* ---------------------------------------------------------------- servings */

/**
 * How far one press of the servings stepper moves: one serving for small yields; for large batches (a
 * bottle of hot sauce is 40 servings) a quarter or half of the yield, so half and double are a few presses
 * away and every size reached is a whole number of servings.
 */
export function servingsStep(base: number): number {
  if (base <= 12) return 1;
  if (base % 4 === 0) return base / 4;
  if (base % 2 === 0) return base / 2;
  return base;
}

/** The largest size the stepper offers: eight times the recipe, enough for a party, not a factory. */
export const MAX_SCALE = 8;

/** The servings the stepper can show for a recipe of `base` servings: multiples of its step, up to MAX_SCALE times. */
export function servingsRange(base: number): { min: number; max: number; step: number } {
  const step = servingsStep(base);
  return { min: step, max: base * MAX_SCALE, step };
}

/** A yield's unit, singular and plural ('taco', 'tacos'); recipes without one are counted in servings. */
export interface YieldUnit {
  one: string;
  many: string;
}

const SERVINGS: YieldUnit = { one: 'serving', many: 'servings' };

/** '28 tacos', '1 cup', '4 servings'. */
export function yieldText(servings: number, unit?: YieldUnit | null): string {
  const { one, many } = unit ?? SERVINGS;
  return counted(servings, one, many);
}

/* ---------------------------------------------------------------- units */

type UnitKind = 'volume' | 'mass' | 'length';

interface UnitInfo {
  system: MeasureSystem;
  kind: UnitKind;
  /** How it is written after a converted amount: short forms cooks read at a glance. */
  one: string;
  many: string;
}

/** The units an amount can be converted between; others (cloves, cans, small) only scale. */
const UNITS: Record<string, UnitInfo> = {
  teaspoon: { system: 'us', kind: 'volume', one: 'tsp', many: 'tsp' },
  tablespoon: { system: 'us', kind: 'volume', one: 'tbsp', many: 'tbsp' },
  cup: { system: 'us', kind: 'volume', one: 'cup', many: 'cups' },
  'fluid ounce': { system: 'us', kind: 'volume', one: 'fl oz', many: 'fl oz' },
  pint: { system: 'us', kind: 'volume', one: 'pint', many: 'pints' },
  quart: { system: 'us', kind: 'volume', one: 'quart', many: 'quarts' },
  gallon: { system: 'us', kind: 'volume', one: 'gallon', many: 'gallons' },
  ounce: { system: 'us', kind: 'mass', one: 'oz', many: 'oz' },
  pound: { system: 'us', kind: 'mass', one: 'lb', many: 'lb' },
  inch: { system: 'us', kind: 'length', one: 'inch', many: 'inches' },
  milliliter: { system: 'metric', kind: 'volume', one: 'ml', many: 'ml' },
  deciliter: { system: 'metric', kind: 'volume', one: 'dl', many: 'dl' },
  liter: { system: 'metric', kind: 'volume', one: 'l', many: 'l' },
  gram: { system: 'metric', kind: 'mass', one: 'g', many: 'g' },
  kilogram: { system: 'metric', kind: 'mass', one: 'kg', many: 'kg' },
  millimeter: { system: 'metric', kind: 'length', one: 'mm', many: 'mm' },
  centimeter: { system: 'metric', kind: 'length', one: 'cm', many: 'cm' },
};

interface Amount {
  quantity: number;
  /** The top of a range ('2-4 tbsp'), else null. */
  quantity2: number | null;
  /** parse-ingredient's unit id, or null for a count. */
  unit: string | null;
}

/** The unit a metric or US amount reads best in, for its size: 3 ml is a scant teaspoon, 1.5 kg is not 1500 g. */
function naturalUnit(kind: UnitKind, system: MeasureSystem, base: number): string {
  if (system === 'metric') {
    if (kind === 'volume') return base >= 1000 ? 'liter' : 'milliliter';
    if (kind === 'mass') return base >= 1000 ? 'kilogram' : 'gram';
    return 'centimeter';
  }
  if (kind === 'volume') return base < 15 ? 'teaspoon' : base < 60 ? 'tablespoon' : 'cup';
  if (kind === 'mass') return base < 450 ? 'ounce' : 'pound';
  return 'inch';
}

/**
 * Millilitres in the US kitchen measures as recipes and food labels count them (the FDA's labelling cup of
 * 240 ml, tablespoon of 15 ml, teaspoon of 5 ml), so '1/2 cup (120 ml)' converts as the recipe wrote it.
 */
const LABEL_ML: Record<string, number> = { teaspoon: 5, tablespoon: 15, cup: 240, 'fluid ounce': 30 };

function convertQuantity(value: number, from: string, to: string): number | null {
  if (LABEL_ML[from] || LABEL_ML[to]) {
    const ml = LABEL_ML[from] ? value * LABEL_ML[from] : convertUnit(value, from, 'milliliter');
    if (ml === null) return null;
    return LABEL_ML[to] ? ml / LABEL_ML[to] : convertUnit(ml, 'milliliter', to);
  }
  return convertUnit(value, from, to);
}

/** The amount in the other system, in the unit that reads best there; null when it cannot be converted. */
function convertAmount(amount: Amount, to: MeasureSystem): Amount | null {
  const info = amount.unit ? UNITS[amount.unit] : undefined;
  if (!info || info.system === to) return null;
  const baseUnit = info.kind === 'volume' ? 'milliliter' : info.kind === 'mass' ? 'gram' : 'millimeter';
  const inBase = convertQuantity(amount.quantity, amount.unit!, baseUnit);
  if (inBase === null) return null;
  const target = naturalUnit(info.kind, to, inBase);
  const q = convertQuantity(amount.quantity, amount.unit!, target);
  const q2 = amount.quantity2 === null ? null : convertQuantity(amount.quantity2, amount.unit!, target);
  return q === null ? null : { quantity: q, quantity2: q2, unit: target };
}

/** Whether a value is a whole number of 1/parts (for one of the parts given). */
const onGrid = (value: number, parts: number[]) =>
  parts.some((n) => Math.abs(value * n - Math.round(value * n)) < 0.01);

/**
 * US volumes in the measure a cook reaches for: too little for a cup or a tablespoon moves down a size
 * (⅛ cup is 2 tbsp), and amounts that make a round part of the next size move up (8 tbsp is ½ cup, 6 tsp
 * is 2 tbsp, 24 oz is 1½ lb).
 */
function measurableUs(amount: Amount): Amount {
  const times = (a: Amount, unit: string, by: number): Amount => ({
    quantity: a.quantity * by,
    quantity2: a.quantity2 === null ? null : a.quantity2 * by,
    unit,
  });
  let a = amount;
  if (a.unit === 'cup' && a.quantity < 0.25) a = times(a, 'tablespoon', 16);
  if (a.unit === 'tablespoon' && a.quantity < 1) a = times(a, 'teaspoon', 3);
  const up = (from: string, to: string, size: number, least: number, parts: number[]) => {
    if (a.unit !== from || a.quantity < least) return;
    const next = times(a, to, 1 / size);
    if (onGrid(next.quantity, parts) && (next.quantity2 === null || onGrid(next.quantity2, parts))) a = next;
  };
  up('teaspoon', 'tablespoon', 3, 3, [2]);
  up('ounce', 'pound', 16, 16, [4]);
  up('tablespoon', 'cup', 16, 4, [4, 3]);
  return a;
}

/* ---------------------------------------------------------------- writing amounts */

/** The nearest amount a cook can measure: eighths or thirds below 10, halves below 100, whole numbers above. */
function cookRounded(value: number): number {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 2) / 2;
  const eighths = Math.round(value * 8) / 8;
  const thirds = Math.round(value * 3) / 3;
  const nearest = Math.abs(thirds - value) < Math.abs(eighths - value) ? thirds : eighths;
  // Never round an amount away to nothing.
  return nearest > 0 ? nearest : 1 / 8;
}

/** Metric amounts in plain decimals: 2.5 ml, 15 g, 340 g, 1.35 kg. */
function metricRounded(value: number, unit: string | null): number {
  if (unit === 'kilogram' || unit === 'liter') return Math.round(value * 100) / 100;
  if (value < 10) return Math.max(0.5, Math.round(value * 2) / 2);
  if (value < 100) return Math.round(value);
  return Math.round(value / 5) * 5;
}

function number(value: number, unit: string | null): string {
  const metric = unit !== null && UNITS[unit]?.system === 'metric';
  if (metric) return String(metricRounded(value, unit));
  return formatQuantity(cookRounded(value), { vulgarFractions: true }) ?? String(value);
}

/** '1½', '2–4', '340' — the amount's figures without its unit. */
function figures(amount: Amount): string {
  const low = number(amount.quantity, amount.unit);
  if (amount.quantity2 === null) return low;
  return `${low}–${number(amount.quantity2, amount.unit)}`;
}

const isMany = (amount: Amount) => (amount.quantity2 ?? amount.quantity) > 1;

/**
 * The unit word after an amount: the word the recipe wrote when it is an abbreviation ('tbsp', 'g'),
 * else the singular or plural the amount needs ('1 cup', '2 cups'); short forms for converted amounts.
 */
function unitWord(amount: Amount, written: string | null): string {
  if (!amount.unit) return '';
  const info = UNITS[amount.unit];
  const known = unitsOfMeasure[amount.unit];
  const one = info?.one ?? amount.unit;
  const many = info?.many ?? known?.plural ?? amount.unit;
  if (written !== null) {
    const lower = written.toLowerCase();
    // Written in full ('cups', 'cloves'): singular or plural as the new amount needs.
    if ([amount.unit, known?.plural].includes(lower))
      return isMany(amount) ? (known?.plural ?? many) : amount.unit;
    return written;
  }
  return isMany(amount) ? many : one;
}

const writeAmount = (amount: Amount, written: string | null) => {
  const word = unitWord(amount, written);
  return word ? `${figures(amount)} ${word}` : figures(amount);
};

const scaled = (amount: Amount, factor: number): Amount => ({
  ...amount,
  quantity: amount.quantity * factor,
  quantity2: amount.quantity2 === null ? null : amount.quantity2 * factor,
});

/** The amount in the cook's system: as it is, converted, and small US volumes in a measurable unit. */
function inSystem(amount: Amount, system: MeasureSystem): { amount: Amount; converted: boolean } {
  const converted = convertAmount(amount, system);
  const shown = converted ?? amount;
  return {
    amount: system === 'us' || !converted ? measurableUs(shown) : shown,
    converted: converted !== null,
  };
}

/* ---------------------------------------------------------------- lines */

interface Span {
  start: number;
  end: number;
  text: string;
}

/** The text with each span replaced (spans do not overlap). */
function rewrite(text: string, spans: Span[]): string {
  let out = text;
  for (const span of [...spans].sort((a, b) => b.start - a.start))
    out = out.slice(0, span.start) + span.text + out.slice(span.end);
  return out;
}

/** Nouns whose plural does not follow the -s and -es rules, as they appear in ingredient lists. */
const IRREGULAR: Record<string, string> = {
  leaf: 'leaves',
  half: 'halves',
  tomato: 'tomatoes',
  potato: 'potatoes',
};
const SINGULAR = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

function singular(word: string): string {
  const lower = word.toLowerCase();
  if (SINGULAR[lower]) return SINGULAR[lower];
  if (/(ch|sh|x)es$/.test(lower)) return word.slice(0, -2);
  if (/[^s]s$/.test(lower)) return word.slice(0, -1);
  return word;
}

function plural(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(ch|sh|x)$/.test(lower)) return `${word}es`;
  return /s$/.test(lower) ? word : `${word}s`;
}

const ITEM_NAME = /^((?:[A-Za-zÀ-ÿ-]+ ){0,3})([A-Za-zÀ-ÿ-]+)(?=$|[,;(]| \(| (?:or|and|in|for|from|with|to) )/;

/**
 * A counted item's name in the number its new amount needs ('1 jalapeño', '2 garlic cloves'): the last word
 * of the name before any comma or note, only when the count crosses one. Null when nothing changes.
 */
function itemName(text: string, wasMany: boolean, isManyNow: boolean): Span | null {
  if (wasMany === isManyNow) return null;
  const name = ITEM_NAME.exec(text);
  if (!name) return null;
  const word = isManyNow ? plural(name[2]) : singular(name[2]);
  return { start: 0, end: name[0].length, text: name[1] + word };
}

function nounForNumber(text: string, wasMany: boolean, isManyNow: boolean): string {
  const span = itemName(text, wasMany, isManyNow);
  return span ? rewrite(text, [span]) : text;
}

const systemOf = (unit: string | null) => (unit ? UNITS[unit]?.system : undefined);

const lengthOf = (m: Measurement) => UNITS[m.unitOfMeasureID]?.kind === 'length';

const measureAmount = (m: Measurement): Amount => ({
  quantity: m.quantity,
  quantity2: m.quantity2,
  unit: m.unitOfMeasureID,
});

/** Two measurements of one amount side by side: '1 lb (450 g)', '(12 oz / 340 g)', '(about 2 1/2 tsp)'. */
const EQUIVALENT_GAP = /^\s*(?:\(\s*(?:about |approx\.? |roughly )?|\/\s*)$/i;

/** A count that opens a list item or follows 'of' or 'from': '3 hard-boiled eggs', 'zest of 2 limes'. */
const COUNT =
  /(^|[:;,]\s+|\b(?:and|of|from|plus)\s+)(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?|[½¼¾⅓⅔⅛])(?=\s+[A-Za-zÀ-ÿ])/g;

/**
 * Every amount within a text scaled: measurements in place (in the cook's system, the other system's
 * equivalent beside it kept and scaled), and counts of items. `keep` marks where amounts describe each item
 * rather than how many ('1 can (15 oz)'): those stay.
 */
function scaleWithin(text: string, factor: number, system: MeasureSystem, keepUntil = -1): string {
  // Sizes ('1 large') are read as counts of items below, so the item's name follows its number.
  const measures = extractMeasurements(text).filter(
    (m) => m.startIndex > keepUntil && m.unitType !== 'other',
  );
  // A measurement in brackets is the recipe's note or equivalent: scaled, never converted.
  const bracketed = (at: number) => {
    const before = text.slice(0, at);
    return before.split('(').length > before.split(')').length;
  };
  const spans: Span[] = [];
  const paired = new Set<Measurement>();
  for (let i = 0; i + 1 < measures.length; i++) {
    const [a, b] = [measures[i], measures[i + 1]];
    if (!EQUIVALENT_GAP.test(text.slice(a.endIndex, b.startIndex))) continue;
    paired.add(a).add(b);
    // The cook's system first: '1 lb (450 g)' reads '450 g (1 lb)' in metric.
    const swap = systemOf(a.unitOfMeasureID) !== system && systemOf(b.unitOfMeasureID) === system;
    const [first, second] = swap ? [b, a] : [a, b];
    const by = lengthOf(a) ? 1 : factor;
    spans.push({
      start: a.startIndex,
      end: a.endIndex,
      text: writeAmount(scaled(measureAmount(first), by), first.unitOfMeasure),
    });
    spans.push({
      start: b.startIndex,
      end: b.endIndex,
      text: writeAmount(scaled(measureAmount(second), by), second.unitOfMeasure),
    });
    i += 1;
  }
  for (const m of measures) {
    if (paired.has(m)) continue;
    // A length in a line is the size of a piece ('cut into 3/4 in cubes'): it does not grow with the batch.
    const amount = scaled(measureAmount(m), lengthOf(m) ? 1 : factor);
    const shown =
      systemOf(m.unitOfMeasureID) && !bracketed(m.startIndex)
        ? inSystem(amount, system)
        : { amount, converted: false };
    const sameUnit = shown.amount.unit === m.unitOfMeasureID;
    spans.push({
      start: m.startIndex,
      end: m.endIndex,
      text: writeAmount(shown.amount, sameUnit ? m.unitOfMeasure : null),
    });
  }
  const inMeasure = (at: number) => measures.some((m) => at >= m.startIndex && at < m.endIndex);
  for (const match of text.matchAll(COUNT)) {
    const start = match.index + match[1].length;
    const value = numericQuantity(match[2]);
    if (start <= keepUntil || inMeasure(start) || Number.isNaN(value)) continue;
    const end = start + match[2].length;
    spans.push({ start, end, text: figures({ quantity: value * factor, quantity2: null, unit: null }) });
    const name = itemName(text.slice(end + 1), value > 1, value * factor > 1);
    if (name) spans.push({ start: end + 1, end: end + 1 + name.end, text: name.text });
  }
  return rewrite(text, spans);
}

/** 'About 2 cups oil': the word before the amount stays as it is. */
const APPROXIMATELY = /^(?:about|approximately|approx\.|roughly)\s+/i;

/**
 * One ingredient line at `factor` times the recipe, in `system`. A line with no amount to scale ('a pinch of
 * salt', 'salt to taste') stays as written, and so does a line at the recipe's own size in the system it is
 * written in. An equivalent the recipe gives beside an amount ('1 lb (450 g)') scales with it, and the cook's
 * system comes first ('450 g (1 lb)'); an amount in the other system alone is converted, with the recipe's
 * own amount beside it. A size that describes each item ('2 (7 oz) cans') does not scale, nor does a ratio
 * ('per 1/4 cup').
 */
export function scaleIngredient(line: string, factor: number, system: MeasureSystem): string {
  if (/\bper\b/i.test(line)) return line;
  const prefix = APPROXIMATELY.exec(line)?.[0] ?? '';
  const body = line.slice(prefix.length);
  const [parsed] = parseIngredient(body, { descriptionMeasurements: true });
  const description = parsed?.description ?? '';
  const at = body.lastIndexOf(description);
  const leads =
    parsed &&
    !parsed.isGroupHeader &&
    parsed.quantity !== null &&
    at > 0 &&
    at + description.length === body.length;
  if (!parsed || !leads) {
    // No amount at the start ('Zest of 2 limes', 'Sauce: 1 tbsp vinegar, 1 tsp sugar'): the amounts within.
    const needsConverting = extractMeasurements(line).some(
      (m) => systemOf(m.unitOfMeasureID) && systemOf(m.unitOfMeasureID) !== system,
    );
    return factor === 1 && !needsConverting ? line : scaleWithin(line, factor, system);
  }

  const lead: Amount = {
    quantity: parsed.quantity!,
    quantity2: parsed.quantity2,
    unit: parsed.unitOfMeasureID,
  };
  const leadSystem = systemOf(lead.unit);
  if (factor === 1 && (leadSystem === undefined || leadSystem === system)) return line;

  const headWritten = parsed.unitOfMeasure;
  const counted = !lead.unit || !UNITS[lead.unit];
  // '2 (7 oz) cans', '1 can (15 oz / 425 g)': the size of each item, right after a count, does not scale.
  const keepUntil = counted && description.startsWith('(') ? description.indexOf(')') : -1;
  const measures = (parsed.descriptionMeasurements ?? []).filter((m) => m.startIndex > keepUntil);
  // An equivalent in the cook's system right after the amount: '(450 g)' or '(about 2 1/2 tsp)'.
  const equivalent =
    leadSystem && leadSystem !== system
      ? measures.find(
          (m, i) =>
            i === 0 &&
            systemOf(m.unitOfMeasureID) === system &&
            EQUIVALENT_GAP.test(description.slice(0, m.startIndex)),
        )
      : undefined;

  let head: string;
  let rest: string;
  if (equivalent) {
    head = writeAmount(scaled(measureAmount(equivalent), factor), equivalent.unitOfMeasure);
    const after = description.slice(equivalent.endIndex);
    rest =
      description.slice(0, equivalent.startIndex) +
      writeAmount(scaled(lead, factor), headWritten) +
      scaleWithin(after, factor, system);
  } else {
    const shown = inSystem(scaled(lead, factor), system);
    const sameUnit = !shown.converted && shown.amount.unit === lead.unit;
    head = writeAmount(shown.amount, sameUnit ? headWritten : null);
    rest = scaleWithin(description, factor, system, keepUntil);
    if (
      shown.converted &&
      !measures.some((m) => systemOf(m.unitOfMeasureID) === system && m.startIndex < 3)
    ) {
      const own = measurableUs(scaled(lead, factor));
      rest = `(${writeAmount(own, own.unit === lead.unit ? headWritten : null)}) ${rest}`;
    }
  }
  if (counted) rest = nounForNumber(rest, isMany(lead), isMany(scaled(lead, factor)));
  const gap = /\s$/.test(body.slice(0, at)) ? ' ' : '';
  return `${prefix}${head}${gap}${rest}`;
}

/** Every ingredient of a recipe at `servings` instead of its own `base` servings. */
export function scaleIngredients(
  lines: readonly string[],
  base: number,
  servings: number,
  system: MeasureSystem,
): string[] {
  const factor = base > 0 ? servings / base : 1;
  return lines.map((line) => scaleIngredient(line, factor, system));
}

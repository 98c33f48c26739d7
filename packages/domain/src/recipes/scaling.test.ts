import { describe, expect, it } from 'vitest';
import { scaleIngredient, scaleIngredients, servingsRange, servingsStep, yieldText } from './scaling';

const twice = (line: string) => scaleIngredient(line, 2, 'us');
const half = (line: string) => scaleIngredient(line, 0.5, 'us');
const metric = (line: string, factor = 1) => scaleIngredient(line, factor, 'metric');

describe('servings a cook can step through', () => {
  it('steps one serving at a time for a family-sized recipe', () => {
    expect(servingsStep(4)).toBe(1);
    expect(servingsStep(12)).toBe(1);
    expect(servingsRange(4)).toEqual({ min: 1, max: 32, step: 1 });
  });

  it('steps a large batch by a quarter or a half of its yield, so half and double are whole servings', () => {
    expect(servingsStep(40)).toBe(10);
    expect(servingsStep(30)).toBe(15);
    expect(servingsStep(13)).toBe(13);
    expect(servingsRange(28)).toEqual({ min: 7, max: 224, step: 7 });
  });

  it('names the yield with its unit, singular or plural', () => {
    expect(yieldText(28, { one: 'taco', many: 'tacos' })).toBe('28 tacos');
    expect(yieldText(1, { one: 'cup', many: 'cups' })).toBe('1 cup');
    expect(yieldText(4)).toBe('4 servings');
    expect(yieldText(1, null)).toBe('1 serving');
  });
});

describe('scaling an ingredient line', () => {
  it('leaves a line at the recipe’s own size exactly as written', () => {
    expect(scaleIngredient('1 1/2 cups water', 1, 'us')).toBe('1 1/2 cups water');
  });

  it('doubles and halves mixed numbers and fractions, written as cooks write them', () => {
    expect(twice('1 1/2 cups water')).toBe('3 cups water');
    expect(half('1 1/2 cups water')).toBe('¾ cup water');
    expect(twice('3/4 tsp fine sea salt')).toBe('1½ tsp fine sea salt');
    expect(half('1 tbsp kosher salt')).toBe('1½ tsp kosher salt');
    expect(scaleIngredient('1/3 cup honey', 3, 'us')).toBe('1 cup honey');
  });

  it('reads vulgar fractions as written', () => {
    expect(twice('1 ½ cups water')).toBe('3 cups water');
    expect(half('¾ cup sugar')).toBe('⅜ cup sugar');
  });

  it('scales both ends of a range', () => {
    expect(half('2-4 tbsp water')).toBe('1–2 tbsp water');
    expect(twice('2-4 tbsp water')).toBe('¼–½ cup water');
  });

  it('moves to the measure a cook reaches for', () => {
    expect(half('1/4 cup lime juice')).toBe('2 tbsp lime juice');
    expect(twice('2 tbsp water')).toBe('¼ cup water');
    expect(scaleIngredient('2 tsp sugar', 3, 'us')).toBe('2 tbsp sugar');
    expect(twice('12 oz chorizo')).toBe('1½ lb chorizo');
  });

  it('scales the metric amount beside the US one', () => {
    expect(twice('3/4 cup (180 ml) distilled white vinegar (5% acidity)')).toBe(
      '1½ cups (360 ml) distilled white vinegar (5% acidity)',
    );
    expect(half('1 lb (450 g) fresh red cayenne peppers, stemmed')).toBe(
      '½ lb (225 g) fresh red cayenne peppers, stemmed',
    );
    expect(twice('10 green jalapeños (about 12 oz / 340 g), stemmed')).toBe(
      '20 green jalapeños (about 24 oz / 680 g), stemmed',
    );
  });

  it('keeps quantities that do not scale as written', () => {
    for (const line of ['Pinch of fine sea salt', 'Salt to taste', 'Chopped cilantro, to serve'])
      expect(twice(line)).toBe(line);
    expect(twice('For the rub, per 1/4 cup (30 g) chipotle powder: 2 tbsp sugar')).toBe(
      'For the rub, per 1/4 cup (30 g) chipotle powder: 2 tbsp sugar',
    );
  });

  it('keeps the size of each item and of each piece', () => {
    expect(twice('2 (7 oz) cans chipotles in adobo')).toBe('4 (7 oz) cans chipotles in adobo');
    expect(twice('1 can (15 oz / 425 g) black beans')).toBe('2 cans (15 oz / 425 g) black beans');
    expect(twice('1 lb (450 g) tofu, cut into 3/4 in (2 cm) cubes')).toBe(
      '2 lb (900 g) tofu, cut into ¾ in (2 cm) cubes',
    );
  });

  it.each([
    ['1 bay leaf', 2, '2 bay leaves'],
    ['2 jalapeños, stemmed and minced', 0.5, '1 jalapeño, stemmed and minced'],
    ['2 cloves garlic', 0.5, '1 clove garlic'],
    ['Finely grated zest of 2 limes', 0.5, 'Finely grated zest of 1 lime'],
    ['To serve: steamed rice, 3 hard-boiled eggs', 2, 'To serve: steamed rice, 6 hard-boiled eggs'],
  ])('names counted items in the number their new amount needs: %j times %s', (line, factor, text) =>
    expect(scaleIngredient(line, factor, 'us')).toBe(text),
  );

  it('keeps a word before the amount', () => {
    expect(twice('About 2 cups (480 ml) vegetable oil')).toBe('About 4 cups (960 ml) vegetable oil');
  });
});

describe('metric and US measures', () => {
  it('puts the cook’s system first where the recipe gives both', () => {
    expect(metric('1/2 cup (120 ml) white vinegar')).toBe('120 ml (½ cup) white vinegar');
    expect(metric('1 lb (450 g) tomatillos', 2)).toBe('900 g (2 lb) tomatillos');
    expect(scaleIngredient('14 g (about 2 1/2 tsp) fine sea salt', 1, 'us')).toBe(
      '2½ tsp (about 14 g) fine sea salt',
    );
  });

  it('converts an amount given in one system only, with the recipe’s own amount beside it', () => {
    expect(metric('1 tsp fine sea salt')).toBe('5 ml (1 tsp) fine sea salt');
    expect(metric('2 tbsp fresh lime juice', 2)).toBe('60 ml (¼ cup) fresh lime juice');
    expect(metric('8 oz chorizo')).toBe('225 g (8 oz) chorizo');
    expect(scaleIngredient('500 g pork shoulder', 1, 'us')).toBe('1⅛ lb (500 g) pork shoulder');
    expect(metric('Sauce: 1 tbsp black vinegar, 1 tsp sugar')).toBe('Sauce: 15 ml black vinegar, 5 ml sugar');
  });

  it('leaves counted items alone', () => {
    expect(metric('3 red bell peppers')).toBe('3 red bell peppers');
  });
});

describe('a whole recipe', () => {
  it('scales every line from its yield to the servings chosen', () => {
    expect(scaleIngredients(['1 cup stock', '2 eggs', 'Salt to taste'], 4, 2, 'us')).toEqual([
      '½ cup stock',
      '1 egg',
      'Salt to taste',
    ]);
  });
});

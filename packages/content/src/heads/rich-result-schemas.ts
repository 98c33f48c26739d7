/**
 * Google Search's documented requirements for the rich results the heads ask for, as schemas to check the
 * structured data against: Recipe (name and image required; the recommended properties the app can give) and
 * BreadcrumbList (two items or more, each a ListItem with position, name and item).
 * https://developers.google.com/search/docs/appearance/structured-data/recipe
 * https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 */
import { Type } from 'typebox';

const AbsoluteUrl = Type.String({ pattern: '^https?://[^\\s/]+/' });
/** An ISO 8601 duration with at least one part: PT30M, PT1H30M, P14DT25M. */
const Duration = Type.String({
  pattern: '^P(?!$)(\\d+Y)?(\\d+M)?(\\d+W)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+S)?)?$',
});
const Text = Type.String({ minLength: 1 });

export const RecipeRichResult = Type.Object({
  '@context': Type.Literal('https://schema.org'),
  '@type': Type.Literal('Recipe'),
  name: Text,
  image: Type.Union([AbsoluteUrl, Type.Array(AbsoluteUrl, { minItems: 1 })]),
  description: Text,
  recipeIngredient: Type.Array(Text, { minItems: 1 }),
  recipeInstructions: Type.Array(Type.Object({ '@type': Type.Literal('HowToStep'), text: Text }), {
    minItems: 1,
  }),
  prepTime: Duration,
  cookTime: Duration,
  totalTime: Duration,
  recipeYield: Text,
  recipeCategory: Text,
  keywords: Text,
  author: Type.Object({
    '@type': Type.Union([Type.Literal('Organization'), Type.Literal('Person')]),
    name: Text,
  }),
  aggregateRating: Type.Optional(
    Type.Object({
      '@type': Type.Literal('AggregateRating'),
      ratingValue: Type.Number({ minimum: 1, maximum: 5 }),
      ratingCount: Type.Integer({ minimum: 1 }),
      bestRating: Type.Literal(5),
      worstRating: Type.Literal(1),
    }),
  ),
});

export const BreadcrumbRichResult = Type.Object({
  '@context': Type.Literal('https://schema.org'),
  '@type': Type.Literal('BreadcrumbList'),
  itemListElement: Type.Array(
    Type.Object({
      '@type': Type.Literal('ListItem'),
      position: Type.Integer({ minimum: 1 }),
      name: Text,
      item: AbsoluteUrl,
    }),
    { minItems: 2 },
  ),
});

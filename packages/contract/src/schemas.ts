/**
 * TypeBox schemas of every entity, request and response of Pepper Atlas.
 * The API validates and serializes with them; the client and the mocks take their types from them.
 * Request schemas are closed (additionalProperties: false) so unknown fields are a 400, not ignored.
 */
import { Type, type Static } from 'typebox';
import {
  IDENTIFY_IMAGE_MAX_LENGTH,
  MAX_IDENTIFICATION_CANDIDATES,
  PASSWORD_MIN_LENGTH,
  SUGGESTION_MAX_LENGTH,
} from './limits.js';
import { RECIPE_CATEGORIES } from './recipe-categories.js';
import { HEAT_FILTER_WORDS, HEAT_LEVELS } from './heat-levels.js';
import {
  DIFFICULTIES,
  GROW_KIT_LEVELS,
  JOB_STATUSES,
  MERCHANDISE_CATEGORIES,
  PAID_PLAN_TYPES,
  PLAN_TYPES,
  POD_COLORS,
  POD_SHAPES,
  RECIPE_WAIT_KINDS,
  SUGGESTION_CATEGORIES,
} from './vocabulary.js';

import { Cents, closed, Id, IdParams, Nullable, StringEnum } from './schema-parts.js';

/* ---------------------------------------------------------------- peppers */

export const HeatLevel = StringEnum(HEAT_LEVELS);
export type HeatLevel = Static<typeof HeatLevel>;
/** A recipe's heat: a level of the one heat scale, derived from its peppers. */
export const RecipeHeatLevel = StringEnum(HEAT_LEVELS);
export type RecipeHeatLevel = Static<typeof RecipeHeatLevel>;
export const PodShape = StringEnum(POD_SHAPES);
export type PodShape = Static<typeof PodShape>;
export const PodColor = StringEnum(POD_COLORS);
export type PodColor = Static<typeof PodColor>;

/** The light list item a card needs; the full record comes from GET /api/peppers/:id. */
export const PepperCard = Type.Object({
  id: Id,
  name: Type.String(),
  baseName: Nullable(Type.String()),
  scientificName: Type.String(),
  heatLevel: HeatLevel,
  /** Single figure for home (the shuMax); null when unknown. */
  shu: Nullable(Type.Number()),
  shuMin: Type.Number(),
  shuMax: Type.Number(),
  /**
   * false when the variety's heat has never been measured: shuMin and shuMax then hold an estimate from its pod
   * type that only places it on the scale, and screens say "not measured" instead of figures. Absent: measured.
   */
  shuMeasured: Type.Optional(Type.Literal(false)),
  origin: Type.String(),
  species: Type.String(),
  featured: Type.Boolean(),
  imageUrl: Type.String(),
});
export type PepperCard = Static<typeof PepperCard>;

export const Pepper = Type.Object({
  ...PepperCard.properties,
  maturityDays: Type.Integer(),
  size: Type.String(),
  color: Type.String(),
  description: Type.String(),
  culinaryUses: Type.Array(Type.String()),
  growingTips: Type.String(),
  commonNames: Type.Array(Type.String()),
  ripeColor: PodColor,
  shape: PodShape,
  lengthCm: Type.Number(),
  country: Type.String(),
});
export type Pepper = Static<typeof Pepper>;

/** GET /api/peppers answers this in both forms: paged (with limit) and plain (every match, totalPages 1). */
export const PepperPage = Type.Object({
  peppers: Type.Array(PepperCard),
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
  /** When a search finds nothing: the closest name there is. */
  didYouMean: Type.Optional(Type.String()),
});
export type PepperPage = Static<typeof PepperPage>;

/** The plain form as read by home, heat index, grow, menu, random and favorites (a subset of PepperPage). */
export const PepperList = Type.Object({ peppers: Type.Array(PepperCard) });
export type PepperList = Static<typeof PepperList>;

/** ?q: what has been typed so far. */
export const SuggestQuery = Type.Object({ q: Type.String({ maxLength: 100 }) }, closed);
export type SuggestQuery = Static<typeof SuggestQuery>;

/** GET /api/peppers/all */
export const PepperArray = Type.Array(PepperCard);
export type PepperArray = Static<typeof PepperArray>;

/** GET /api/peppers/letters: the letter-bar characters some pepper's name starts with, in the bar's order. */
export const PepperLetters = Type.Array(Type.String({ pattern: '^[A-Z0-9]$' }));
export type PepperLetters = Static<typeof PepperLetters>;

const Filter = Type.String({ maxLength: 100 });
/**
 * Empty strings and 'all' mean "no filter" (the client omits them, but tolerating them is cheap). Besides the
 * six levels, the specification's 'extreme' is understood as an alias (HEAT_FILTER_ALIASES).
 */
const HeatFilter = StringEnum(['', 'all', ...HEAT_FILTER_WORDS] as const, {
  description:
    "A level of the heat scale (no-heat, mild, medium, hot, very-hot, superhot), or 'extreme': very-hot and superhot.",
});
/** A recipe's heat is a level of the same scale: the recipe list takes the same words. */
const RecipeHeatFilter = HeatFilter;

export const PepperQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    /** Without a limit the plain list is answered whole, a filtered one up to PEPPER_LIMIT_MAX; above that it is capped. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    search: Type.Optional(Filter),
    heatLevel: Type.Optional(HeatFilter),
    origin: Type.Optional(Filter),
    /** A-Z or 0-9: names starting with it (case-insensitive). */
    letter: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]?$' })),
  },
  closed,
);
export type PepperQuery = Static<typeof PepperQuery>;

export { IdParams };

/** Any id text: an unknown or malformed pepper id is "not found" (the detail page's 404 view), not a 400. */
export const PepperIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
export type PepperIdParams = Static<typeof PepperIdParams>;

/* ---------------------------------------------------------------- recipes */

export const RecipeCategory = StringEnum(RECIPE_CATEGORIES);
export type RecipeCategory = Static<typeof RecipeCategory>;
export const Difficulty = StringEnum(DIFFICULTIES);
export type Difficulty = Static<typeof Difficulty>;

export const RecipeWaitKind = StringEnum(RECIPE_WAIT_KINDS);
export type RecipeWaitKind = Static<typeof RecipeWaitKind>;

/** Time the recipe waits on its own (no work), counted in its total time. */
export const RecipeWait = Type.Object({
  kind: RecipeWaitKind,
  /** The shortest wait the recipe needs before it is ready, in minutes. */
  minutes: Type.Integer({ minimum: 1 }),
});
export type RecipeWait = Static<typeof RecipeWait>;

export const Recipe = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
  heatLevel: RecipeHeatLevel,
  category: RecipeCategory,
  prepTimeMinutes: Type.Integer({ minimum: 0 }),
  cookTimeMinutes: Type.Integer({ minimum: 0 }),
  /** Absent when the recipe is ready as soon as it is cooked. */
  wait: Type.Optional(RecipeWait),
  servings: Type.Integer({ minimum: 1 }),
  /** What the servings count, singular and plural ('taco', 'tacos'); absent: servings. */
  yieldUnit: Type.Optional(Type.Object({ one: Type.String(), many: Type.String() })),
  /** The average of the stars signed-in people gave it (0 while nobody has rated it). */
  rating: Type.Number({ minimum: 0, maximum: 5 }),
  /** How many people rated it. */
  ratingCount: Type.Integer({ minimum: 0 }),
  ingredients: Type.Array(Type.String()),
  instructions: Type.Array(Type.String()),
  difficulty: Difficulty,
  /** Names of database varieties the recipe uses. */
  peppers: Type.Array(Type.String()),
  /**
   * Each of `peppers` in order with the variety it links to (by the domain's pepperNameResolver: the variety's
   * name, an alias kept in the content, or another name of the variety); null when it names none.
   */
  pepperLinks: Type.Array(Type.Object({ name: Type.String(), pepperId: Nullable(Id) })),
});
export type Recipe = Static<typeof Recipe>;

export const PremiumTier = StringEnum(PAID_PLAN_TYPES);
export type PremiumTier = Static<typeof PremiumTier>;

export const PremiumRecipe = Type.Object({
  ...Recipe.properties,
  chefNotes: Type.String(),
  premiumTier: PremiumTier,
});
export type PremiumRecipe = Static<typeof PremiumRecipe>;

export const RecipeArray = Type.Array(Recipe);

/**
 * A recipe as a list shows it and its search ranks it: everything but the method, which only its own page
 * reads (the method is a third of a recipe's size).
 */
export const RecipeSummary = Type.Omit(Recipe, ['instructions']);
export type RecipeSummary = Static<typeof RecipeSummary>;
export const RecipeSummaryArray = Type.Array(RecipeSummary);
export const PremiumRecipeArray = Type.Array(PremiumRecipe);

/**
 * What the app keeps to work offline: every pepper in full. The public recipes come from the kept /api/recipes
 * answer, and the drawings are drawn on the device by the same functions the server draws them with.
 */
export const OfflinePack = Type.Object({
  /** Changes whenever the catalog does. */
  version: Type.String(),
  peppers: Type.Array(Pepper),
});
export type OfflinePack = Static<typeof OfflinePack>;

export const RecipeQuery = Type.Object(
  {
    category: Type.Optional(StringEnum(['', 'all', ...RECIPE_CATEGORIES] as const)),
    heatLevel: Type.Optional(RecipeHeatFilter),
    /** Search by title, peppers used and ingredients (typos forgiven), best first. */
    search: Type.Optional(Filter),
    /** Only the recipes that use this variety (by id): one of their pepper names links to it. */
    pepper: Type.Optional(Id),
  },
  closed,
);
export type RecipeQuery = Static<typeof RecipeQuery>;

/* ---------------------------------------------------------------- users and plans */

export const PlanType = StringEnum(PLAN_TYPES);
export type PlanType = Static<typeof PlanType>;

export const User = Type.Object({
  id: Id,
  email: Type.String(),
  name: Nullable(Type.String()),
  isAdmin: Type.Boolean(),
  /** The owner has proved they read this address (a code sent to it, or a provider that vouches for it). */
  emailVerified: Type.Boolean(),
  /** Signs in with a password; an account made through the OIDC provider has none to change. */
  hasPassword: Type.Boolean(),
  planType: PlanType,
});
export type User = Static<typeof User>;

/** The six-digit code sent to the account's address. */
export const EmailCodeBody = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, closed);
export type EmailCodeBody = Static<typeof EmailCodeBody>;

export const Subscription = Type.Object({
  planType: PlanType,
  status: Type.Optional(Type.String()),
  /** ISO date-time. */
  currentPeriodEnd: Type.Optional(Type.String()),
  /** The plan ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: Type.Optional(Type.Boolean()),
});
export type Subscription = Static<typeof Subscription>;

/** Switch an active subscription to the other paid plan (prorated, charged at once). */
export const ChangeSubscriptionBody = Type.Object({ planType: PremiumTier }, closed);
export type ChangeSubscriptionBody = Static<typeof ChangeSubscriptionBody>;

export const CreateSubscriptionBody = Type.Object({ planType: PremiumTier }, closed);
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

export const CreateSubscriptionResponse = Type.Object({
  clientSecret: Type.String(),
  subscriptionId: Type.String(),
});
export type CreateSubscriptionResponse = Static<typeof CreateSubscriptionResponse>;

const Email = Type.String({ format: 'email', maxLength: 254 });

export const LoginBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 }),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  closed,
);
export type RegisterBody = Static<typeof RegisterBody>;

/** A new password, given with the current one: a session left open on a shared device cannot change it alone. */
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 }),
  },
  closed,
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** The same answer whether or not the address already has an account, so sign-up reveals no accounts. */
export const SignUpStarted = Type.Object({ message: Type.String() });
export type SignUpStarted = Static<typeof SignUpStarted>;

/** The code mailed at sign-up finishes it. */
export const ConfirmSignUpBody = Type.Object(
  { email: Email, code: Type.String({ pattern: '^[0-9]{6}$' }) },
  closed,
);
export type ConfirmSignUpBody = Static<typeof ConfirmSignUpBody>;

/**
 * GET /api/login: `returnTo` is a same-site path to come back to after sign-in. Browsers read `/\host` as
 * `//host` and drop tabs and newlines from addresses, so backslashes, spaces and control characters are refused.
 */
export const LoginQuery = Type.Object(
  {
    returnTo: Type.Optional(
      Type.String({ pattern: '^/(?![/\\\\])[^\\\\\\x00-\\x20\\x7f]*$', maxLength: 500 }),
    ),
  },
  closed,
);
export type LoginQuery = Static<typeof LoginQuery>;

/* ---------------------------------------------------------------- shop */

const PriceFields = {
  /** Cents. */
  originalPrice: Cents,
  /** Decided by the server from the caller's plan: 0 for visitors and free, 10-20 premium, 25-40 pro. */
  discountPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Cents, after the discount. */
  discountedPrice: Cents,
};

export const GrowKit = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
  difficultyLevel: StringEnum(GROW_KIT_LEVELS),
  includes: Type.Array(Type.String()),
  ...PriceFields,
});
export type GrowKit = Static<typeof GrowKit>;

export const Merchandise = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  imageUrl: Type.String(),
  category: StringEnum(MERCHANDISE_CATEGORIES),
  ...PriceFields,
});
export type Merchandise = Static<typeof Merchandise>;

export const GrowKitArray = Type.Array(GrowKit);
export const MerchandiseArray = Type.Array(Merchandise);

/* ---------------------------------------------------------------- suggestions, clicks */

export const SuggestionCategory = StringEnum(SUGGESTION_CATEGORIES);
export type SuggestionCategory = Static<typeof SuggestionCategory>;

export const SuggestionBody = Type.Object(
  {
    /** 1..2000 characters after trimming; the server trims and refuses blank content too. */
    content: Type.String({ minLength: 1, maxLength: SUGGESTION_MAX_LENGTH, pattern: '\\S' }),
    category: SuggestionCategory,
    userEmail: Type.Optional(Email),
  },
  closed,
);
export type SuggestionBody = Static<typeof SuggestionBody>;

/**
 * Home's suggestion form, URL-encoded as a browser sends it: the same fields (an empty address is none), and the
 * page on this site to go back to.
 */
export const SuggestionFormBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: SUGGESTION_MAX_LENGTH, pattern: '\\S' }),
    category: SuggestionCategory,
    userEmail: Type.Optional(Type.Union([Email, Type.Literal('')])),
    returnTo: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  closed,
);
export type SuggestionFormBody = Static<typeof SuggestionFormBody>;

export const SuggestionCreated = Type.Object({ id: Id, createdAt: Type.String() });
export type SuggestionCreated = Static<typeof SuggestionCreated>;

export const ShopParams = Type.Object({ shopId: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
export type ShopParams = Static<typeof ShopParams>;

export const ClickCount = Type.Object({ clickCount: Type.Integer({ minimum: 0 }) });
export type ClickCount = Static<typeof ClickCount>;

/* ---------------------------------------------------------------- favorites */

export const Favorite = Type.Object({
  id: Id,
  pepperId: Nullable(Id),
  recipeId: Nullable(Id),
  /** ISO date-time. */
  createdAt: Type.String(),
});
export type Favorite = Static<typeof Favorite>;

export const FavoriteArray = Type.Array(Favorite);

/** Exactly one of pepperId or recipeId. */
export const FavoriteBody = Type.Union([
  Type.Object({ pepperId: Id }, closed),
  Type.Object({ recipeId: Id }, closed),
]);
export type FavoriteBody = Static<typeof FavoriteBody>;

const FormId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

/**
 * The favorite heart's HTML form, URL-encoded: every field is text, as a browser sends it. It names exactly one
 * of pepperId or recipeId, and the page on this site to go back to.
 */
export const FavoriteFormBody = Type.Object(
  {
    intent: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
    pepperId: Type.Optional(FormId),
    recipeId: Type.Optional(FormId),
    returnTo: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  closed,
);
export type FavoriteFormBody = Static<typeof FavoriteFormBody>;

/* ---------------------------------------------------------------- admin image research */

export const ImageResearchResult = Type.Object({
  totalPeppers: Type.Integer({ minimum: 0 }),
  processedPeppers: Type.Integer({ minimum: 0 }),
  updatedImages: Type.Integer({ minimum: 0 }),
  verifiedImages: Type.Integer({ minimum: 0 }),
  failedResearch: Type.Array(Type.String()),
});
export type ImageResearchResult = Static<typeof ImageResearchResult>;

export const JobStatus = StringEnum(JOB_STATUSES);
export type JobStatus = Static<typeof JobStatus>;

export const ImageResearchStatus = Type.Object({
  status: JobStatus,
  progress: Type.Number({ minimum: 0, maximum: 100 }),
  result: Type.Optional(ImageResearchResult),
  error: Type.Optional(Type.String()),
});
export type ImageResearchStatus = Static<typeof ImageResearchStatus>;

/* ---------------------------------------------------------------- identification */

export const IdentifyBody = Type.Object(
  {
    image: Type.String({
      pattern: '^data:image/[a-zA-Z0-9.+-]+;base64,',
      maxLength: IDENTIFY_IMAGE_MAX_LENGTH,
    }),
    useAI: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type IdentifyBody = Static<typeof IdentifyBody>;

export const PhysicalCharacteristics = Type.Object({
  color: Type.String(),
  shape: Type.String(),
  size: Type.String(),
  surface: Type.String(),
  thickness: Type.String(),
  stemAttachment: Type.String(),
});
export type PhysicalCharacteristics = Static<typeof PhysicalCharacteristics>;

/** One ranked answer: a database variety, how likely it is (0..1), and what in the photo supports it. */
export const IdentificationCandidate = Type.Object({
  pepperId: Id,
  name: Type.String(),
  shuMin: Type.Number(),
  shuMax: Type.Number(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  supportingFeatures: Type.Array(Type.String()),
});
export type IdentificationCandidate = Static<typeof IdentificationCandidate>;

export const Identification = Type.Object({
  pepperName: Type.String(),
  definitive: Type.Boolean(),
  botanicalClassification: Type.String(),
  shuRange: Type.String(),
  physicalCharacteristics: PhysicalCharacteristics,
  identificationCriteria: Type.Array(Type.String()),
  eliminatedVarieties: Type.Array(Type.String()),
  culturalContext: Type.String(),
  origin: Type.String(),
  alternativeNames: Type.Array(Type.String()),
  distinguishingFeatures: Type.Array(Type.String()),
  warnings: Type.Array(Type.String()),
  /** The database variety the result matched, when it matched one. */
  matchedPepperId: Type.Optional(Id),
  /** Up to three database varieties, most likely first; the fields above describe the first. Empty when inconclusive. */
  candidates: Type.Array(IdentificationCandidate, { maxItems: MAX_IDENTIFICATION_CANDIDATES }),
});
export type Identification = Static<typeof Identification>;

export const IdentifyResponse = Type.Object({ identification: Identification });
export type IdentifyResponse = Static<typeof IdentifyResponse>;

/* ---------------------------------------------------------------- misc */

export const ApiError = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  /**
   * What kind of failure, where the status alone does not say: 'database_unavailable' (503, nothing was
   * stored), 'outcome_unknown' (503, the change may or may not be stored: send it again with the same
   * Idempotency-Key), 'idempotency_key_in_use' (409), 'idempotency_key_reused' (422).
   */
  code: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiError>;

export const Ok = Type.Object({ ok: Type.Boolean() });
export type Ok = Static<typeof Ok>;

export const Config = Type.Object({
  /** Stripe.js's key for card payments of subscriptions; null when this server does not take them. */
  stripePublishableKey: Nullable(Type.String()),
  /** True when the shop takes payments (Stripe Checkout); false: buy buttons say so instead. */
  checkout: Type.Boolean(),
  /** True when sign-in goes through an OpenID Connect provider (else the shell's /login screen). */
  oidc: Type.Boolean(),
  shopId: Type.String(),
  shopUrl: Type.String(),
  /** The hosting platform Home's 'Powered by' line names, when the deployment names one. */
  hostedBy: Nullable(Type.Object({ name: Type.String(), url: Type.String() })),
});
export type Config = Static<typeof Config>;

/** The home and menu claims, computed from data. */
export const Stats = Type.Object({
  varieties: Type.Integer({ minimum: 0 }),
  recipes: Type.Integer({ minimum: 0 }),
  premiumRecipes: Type.Integer({ minimum: 0 }),
  originCountries: Type.Integer({ minimum: 0 }),
  hottestShu: Type.Number({ minimum: 0 }),
  hottestName: Type.String(),
});
export type Stats = Static<typeof Stats>;

export const Health = Type.Object({ status: Type.String() });
export type Health = Static<typeof Health>;

/** Readiness: the database answers; Redis (the rate-limit counters) is reported, its absence only slows limits. */
export const Ready = Type.Object({
  status: Type.Literal('ready'),
  database: Type.Literal('up'),
  redis: Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('not configured')]),
});
export type Ready = Static<typeof Ready>;

/** name → URL of that remote's mf-manifest.json. */
export const RemotesConfig = Type.Record(Type.String(), Type.String());
export type RemotesConfig = Static<typeof RemotesConfig>;

export const Hello = Type.Object({ hello: Type.String() });

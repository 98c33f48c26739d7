/**
 * The fixed words of peppers, recipes, plans, feedback, the shop, identification and jobs: the schemas allow
 * only these, and the app lists them without loading the schemas. Heat levels, recipe categories and the
 * garden's words have modules of their own.
 */

/* peppers and recipes */
export const POD_SHAPES = [
  'bell',
  'round',
  'lantern',
  'wrinkled',
  'conical',
  'long',
  'slim',
  'bonnet',
  'bishop',
] as const;
export const POD_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'brown',
  'purple',
  'white',
  'peach',
  'black',
] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** What a recipe waits for between the work and the eating: a ferment, a cure, a marinade, a pickle's brine, a rest, a chill, a soak or a steep. */
export const RECIPE_WAIT_KINDS = [
  'ferment',
  'cure',
  'marinate',
  'pickle',
  'rest',
  'chill',
  'soak',
  'steep',
] as const;

/* plans and feedback */
export const PLAN_TYPES = ['free', 'premium', 'pro'] as const;
export const PAID_PLAN_TYPES = ['premium', 'pro'] as const;
export const SUGGESTION_CATEGORIES = ['feature', 'pepper', 'recipe', 'improvement', 'other'] as const;

/* the shop */
export const GROW_KIT_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export const MERCHANDISE_CATEGORIES = [
  'apparel',
  'kitchen',
  'garden',
  'pantry',
  'books',
  'accessories',
] as const;
export const SHOP_ITEM_KINDS = ['grow-kit', 'merchandise'] as const;

/* identification and jobs */
export const IDENTIFICATION_SOURCES = ['ai', 'offline'] as const;
export const JOB_STATUSES = ['idle', 'running', 'complete', 'failed'] as const;

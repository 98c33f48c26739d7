/** Every message of spec 01 §8 and spec 02 §8 in one place, so every app quotes one source. */

export interface ToastText {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const TOASTS = {
  suggestionSuccess: { title: 'Thank you!', description: 'Your suggestion has been submitted successfully. We appreciate your feedback!' },
  suggestionError: { title: 'Error', description: 'Failed to submit suggestion. Please try again.', variant: 'destructive' },
  required: { title: 'Required', description: 'Please enter a suggestion before submitting.', variant: 'destructive' },
  /** Spec 01 §8: the description is the server's message. */
  subscriptionError: (message: string): ToastText => ({ title: 'Subscription Error', description: message, variant: 'destructive' }),
  /** Spec 01 §8: the description is the payment provider's message. */
  paymentFailed: (message: string): ToastText => ({ title: 'Payment Failed', description: message, variant: 'destructive' }),
  /** Spec 01 §8: 'Welcome to the {plan} plan', the plan named as the product names it (Premium, Pro). */
  paymentSuccessful: (planName: string): ToastText => ({ title: 'Payment Successful', description: `Welcome to the ${planName} plan` }),
} as const satisfies Record<string, ToastText | ((message: string) => ToastText)>;

/** Spec 01 §8: thrown or shown when a request fails. */
export const ERRORS = {
  fetchPeppers: 'Failed to fetch peppers',
  researchFailed: 'Research failed',
  analyzeImage: 'Failed to analyze pepper image',
  noIdentification: 'No identification data received',
  locationUnavailable: 'Location access denied or unavailable',
  camera: 'Unable to access camera. Please ensure camera permissions are granted.',
} as const;

/** Spec 01 §8: screens for a pepper or recipe that failed or does not exist. */
export const PAGE_ERRORS = {
  pepperError: { title: 'Error loading pepper', description: 'There was a problem loading this pepper.', action: { label: 'Back to Database', to: '/peppers' } },
  pepperNotFound: { title: 'Pepper not found', description: "This pepper doesn't exist in our database.", action: { label: 'Back to Database', to: '/peppers' } },
  recipeNotFound: {
    title: 'Recipe Not Found',
    description: "The recipe you're looking for doesn't exist or you don't have access to it.",
    action: { label: 'Back to Recipes', to: '/recipes' },
  },
  notFound: { title: '404 Page Not Found' },
  crash: {
    title: 'Something went wrong',
    description: 'An error occurred while loading this page. Please try refreshing or go back to the home page.',
    refresh: 'Refresh Page',
    home: { label: 'Go Home', to: '/' },
    details: 'Error Details',
  },
} as const;

/** Spec 01 §8, spec 02 §8: the empty states. */
export const EMPTY_STATES = {
  peppers: { title: 'No peppers found', description: 'Try adjusting your search or filters' },
  /** Spec 01 §4: the letter filter's own empty view, with a Clear Letter Filter action. */
  letter: (letter: string) => ({ title: `No peppers start with letter "${letter}"`, action: 'Clear Letter Filter' }),
  recipes: { title: 'No recipes found' },
  varieties: { title: 'No Varieties Found' },
  randomize: { title: 'No peppers available to randomize' },
  image: { title: 'No Image Available' },
  favoritePeppers: { title: 'No Favorite Peppers Yet', to: '/peppers' },
  favoriteRecipes: { title: 'No Favorite Recipes Yet', to: '/recipes' },
  terms: { title: 'No Terms Found' },
  collection: { title: 'No Peppers Found', to: '/peppers' },
} as const;

/** Spec 01 §4: button texts while busy or fixed. */
export const BUSY_LABELS = {
  submitting: 'Submitting...',
  processing: 'Processing...',
  currentPlan: 'Current Plan',
  researching: 'Researching Images...',
} as const;

/**
 * Spec 01 §8: a non-OK response becomes an error whose message is the status code, a colon and a space,
 * then the response body text, or the status text when the body is empty.
 */
export function httpErrorMessage(status: number, bodyText: string | null | undefined, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

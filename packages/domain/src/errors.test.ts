import { describe, expect, it } from 'vitest';
import { BUSY_LABELS, EMPTY_STATES, ERRORS, httpErrorMessage, PAGE_ERRORS, TOASTS } from './errors';

describe('toasts (spec 01 §5, §8)', () => {
  it("thank the user on a submitted suggestion", () => {
    expect(TOASTS.suggestionSuccess).toEqual({ title: 'Thank you!', description: 'Your suggestion has been submitted successfully. We appreciate your feedback!' });
  });
  it('report a failed suggestion destructively', () => {
    expect(TOASTS.suggestionError).toEqual({ title: 'Error', description: 'Failed to submit suggestion. Please try again.', variant: 'destructive' });
  });
  it('ask for a suggestion when it is blank', () => {
    expect(TOASTS.required).toEqual({ title: 'Required', description: 'Please enter a suggestion before submitting.', variant: 'destructive' });
  });
  it("welcome a new member with 'Welcome to the {plan} plan'", () => {
    expect(TOASTS.paymentSuccessful('Premium')).toEqual({ title: 'Payment Successful', description: 'Welcome to the Premium plan' });
  });
  it('pass on the provider’s and server’s messages', () => {
    expect(TOASTS.paymentFailed('Card declined')).toEqual({ title: 'Payment Failed', description: 'Card declined', variant: 'destructive' });
    expect(TOASTS.subscriptionError('No price')).toEqual({ title: 'Subscription Error', description: 'No price', variant: 'destructive' });
  });
});

describe('errors and screens (spec 01 §8)', () => {
  it('name the failures', () => {
    expect(ERRORS.fetchPeppers).toBe('Failed to fetch peppers');
    expect(ERRORS.researchFailed).toBe('Research failed');
    expect(ERRORS.analyzeImage).toBe('Failed to analyze pepper image');
    expect(ERRORS.noIdentification).toBe('No identification data received');
  });
  it('lead back to the database from a missing pepper', () => {
    expect(PAGE_ERRORS.pepperNotFound).toMatchObject({ title: 'Pepper not found', description: "This pepper doesn't exist in our database.", action: { to: '/peppers' } });
    expect(PAGE_ERRORS.pepperError).toMatchObject({ title: 'Error loading pepper', description: 'There was a problem loading this pepper.' });
  });
  it('lead back to recipes from a missing recipe', () => expect(PAGE_ERRORS.recipeNotFound.action).toEqual({ label: 'Back to Recipes', to: '/recipes' }));
  it('explain a crash with Refresh Page and Go Home', () => {
    expect(PAGE_ERRORS.crash).toMatchObject({ title: 'Something went wrong', refresh: 'Refresh Page', home: { label: 'Go Home', to: '/' }, details: 'Error Details' });
    expect(PAGE_ERRORS.notFound.title).toBe('404 Page Not Found');
  });
});

describe('empty states (spec 01 §8, spec 02 §8)', () => {
  it('quote the spec', () => {
    expect(EMPTY_STATES.peppers).toEqual({ title: 'No peppers found', description: 'Try adjusting your search or filters' });
    expect(EMPTY_STATES.letter('Q')).toEqual({ title: 'No peppers start with letter "Q"', action: 'Clear Letter Filter' });
    expect(EMPTY_STATES.recipes.title).toBe('No recipes found');
    expect(EMPTY_STATES.varieties.title).toBe('No Varieties Found');
    expect(EMPTY_STATES.randomize.title).toBe('No peppers available to randomize');
    expect(EMPTY_STATES.image.title).toBe('No Image Available');
    expect(EMPTY_STATES.favoritePeppers).toEqual({ title: 'No Favorite Peppers Yet', to: '/peppers' });
    expect(EMPTY_STATES.favoriteRecipes).toEqual({ title: 'No Favorite Recipes Yet', to: '/recipes' });
    expect(EMPTY_STATES.terms.title).toBe('No Terms Found');
    expect(EMPTY_STATES.collection).toEqual({ title: 'No Peppers Found', to: '/peppers' });
  });
  it('label busy buttons', () => expect(BUSY_LABELS).toEqual({ submitting: 'Submitting...', processing: 'Processing...', currentPlan: 'Current Plan', researching: 'Researching Images...' }));
});

describe('HTTP error messages (spec 01 §8)', () => {
  it('read status, colon, space and the body', () => expect(httpErrorMessage(404, 'Pepper not found', 'Not Found')).toBe('404: Pepper not found'));
  it('use the status text when the body is empty', () => {
    expect(httpErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
    expect(httpErrorMessage(401, null, 'Unauthorized')).toBe('401: Unauthorized');
  });
});

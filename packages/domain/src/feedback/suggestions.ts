/** The suggestion categories and their labels. */
export const SUGGESTION_CATEGORIES = [
  { value: 'feature', label: 'New Feature' },
  { value: 'pepper', label: 'Pepper Request' },
  { value: 'recipe', label: 'Recipe Idea' },
  { value: 'improvement', label: 'UI Improvement' },
  { value: 'other', label: 'Other' },
] as const;

type SuggestionCategoryValue = (typeof SUGGESTION_CATEGORIES)[number]['value'];
/** The category defaults to 'other'. */
export const DEFAULT_SUGGESTION_CATEGORY: SuggestionCategoryValue = 'other';
/** The textarea's character limit. */
export const SUGGESTION_MAX_LENGTH = 2000;

function isSuggestionCategory(value: string | null | undefined): value is SuggestionCategoryValue {
  return SUGGESTION_CATEGORIES.some((c) => c.value === value);
}

interface SuggestionPayload {
  content: string;
  category: SuggestionCategoryValue;
  userEmail?: string;
}

type PreparedSuggestion = { ok: true; payload: SuggestionPayload } | { ok: false; reason: 'blank' };

/**
 * Content must be non-blank after trimming and is sent trimmed; the email is trimmed and
 * omitted when empty. A category outside the five falls back to 'other' rather than failing the form.
 */
export function prepareSuggestion(input: {
  content: string;
  category: string;
  userEmail?: string | null;
}): PreparedSuggestion {
  const content = (input.content ?? '').trim();
  if (!content) return { ok: false, reason: 'blank' };
  const email = (input.userEmail ?? '').trim();
  const category = isSuggestionCategory(input.category) ? input.category : DEFAULT_SUGGESTION_CATEGORY;
  return { ok: true, payload: { content, category, ...(email ? { userEmail: email } : {}) } };
}

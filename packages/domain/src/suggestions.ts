export const SUGGESTION_CATEGORIES = [
  { value: 'feature', label: 'New Feature' },
  { value: 'pepper', label: 'Pepper Request' },
  { value: 'recipe', label: 'Recipe Idea' },
  { value: 'improvement', label: 'UI Improvement' },
  { value: 'other', label: 'Other' },
] as const;

export type SuggestionCategoryValue = (typeof SUGGESTION_CATEGORIES)[number]['value'];
export const DEFAULT_SUGGESTION_CATEGORY: SuggestionCategoryValue = 'other';
export const SUGGESTION_MAX_LENGTH = 2000;

export interface SuggestionPayload {
  content: string;
  category: string;
  userEmail?: string;
}

/** Spec 01 §5: content must be non-blank after trimming; content and email are trimmed, an empty email omitted. */
export function prepareSuggestion(input: { content: string; category: string; userEmail?: string }):
  | { ok: true; payload: SuggestionPayload }
  | { ok: false; reason: 'blank' } {
  const content = input.content.trim();
  if (!content) return { ok: false, reason: 'blank' };
  const email = (input.userEmail ?? '').trim();
  return { ok: true, payload: { content, category: input.category, ...(email ? { userEmail: email } : {}) } };
}

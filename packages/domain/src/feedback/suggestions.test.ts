import { describe, expect, it } from 'vitest';
import { prepareSuggestion, SUGGESTION_CATEGORIES } from './suggestions';

describe('suggestion categories', () => {
  it('are feature, pepper, recipe, improvement and other with their labels', () => {
    expect(SUGGESTION_CATEGORIES.map((c) => `${c.value}:${c.label}`)).toEqual([
      'feature:New Feature',
      'pepper:Pepper Request',
      'recipe:Recipe Idea',
      'improvement:UI Improvement',
      'other:Other',
    ]);
  });
  it('recognise only the five values', () => {
    const sentAs = (category: string) => {
      const r = prepareSuggestion({ content: 'x', category });
      return r.ok ? r.payload.category : null;
    };
    expect(sentAs('pepper')).toBe('pepper');
    expect(sentAs('Pepper Request')).toBe('other');
  });
});

describe('preparing a suggestion', () => {
  it('refuses content that is blank after trimming', () => {
    expect(prepareSuggestion({ content: ' \n\t ', category: 'other' })).toEqual({
      ok: false,
      reason: 'blank',
    });
    expect(prepareSuggestion({ content: '', category: 'other', userEmail: 'a@b.co' })).toEqual({
      ok: false,
      reason: 'blank',
    });
  });

  it('trims the content and omits an empty email', () => {
    expect(prepareSuggestion({ content: '  More Aji  ', category: 'pepper', userEmail: '  ' })).toEqual({
      ok: true,
      payload: { content: 'More Aji', category: 'pepper' },
    });
  });

  it('omits a missing email', () => {
    const r = prepareSuggestion({ content: 'x', category: 'feature' });
    expect(r.ok && 'userEmail' in r.payload).toBe(false);
  });

  it('trims the email', () => {
    expect(prepareSuggestion({ content: 'x', category: 'other', userEmail: ' a@b.co ' })).toEqual({
      ok: true,
      payload: { content: 'x', category: 'other', userEmail: 'a@b.co' },
    });
  });

  it("sends an unknown category as 'other'", () => {
    expect(prepareSuggestion({ content: 'x', category: 'spam' })).toEqual({
      ok: true,
      payload: { content: 'x', category: 'other' },
    });
  });
});

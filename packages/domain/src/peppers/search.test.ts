import { describe, expect, it } from 'vitest';
import { searchHref } from './search';

describe('home search', () => {
  it('goes to /peppers?search= with the trimmed, URL-encoded text', () => {
    expect(searchHref('  ghost pepper ')).toBe('/peppers?search=ghost%20pepper');
    expect(searchHref('jalapeño & co')).toBe('/peppers?search=jalape%C3%B1o%20%26%20co');
  });
  it('ignores blank text', () => {
    expect(searchHref('   ')).toBeNull();
    expect(searchHref('')).toBeNull();
    expect(searchHref(' \t\n')).toBeNull();
    expect(searchHref(undefined)).toBeNull();
  });
  it('trims the text', () => expect(searchHref('  reaper ')).toBe('/peppers?search=reaper'));
});

import { describe, expect, it } from 'vitest';
import { GLOSSARY_CATEGORIES } from './glossary';

describe('glossary', () => {
  it('has eight categories', () => expect(GLOSSARY_CATEGORIES).toHaveLength(8));
});

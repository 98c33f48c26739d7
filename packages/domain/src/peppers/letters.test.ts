import { describe, expect, it } from 'vitest';
import { availableLetters, isLetterActive, letterBar } from './letters';

describe('the letter bar', () => {
  it('offers A-Z then 0-9, digits after letters', () => {
    expect(letterBar().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(letterBar()).toHaveLength(36);
  });

  it('marks the letters some name starts with', () => {
    const bar = letterBar(['Bell', '7 Pot Douglah']);
    expect(bar).toHaveLength(36);
    expect(bar.filter((b) => b.available).map((b) => b.letter)).toEqual(['B', '7']);
  });
});

describe('available letters', () => {
  it('upper-cases and folds accents', () =>
    expect([...availableLetters(['ñora', 'Ají Dulce'])].sort()).toEqual(['A', 'N']));
  it('includes digits', () => expect(availableLetters(['7 Pot Primo']).has('7')).toBe(true));
  it('skips names that do not start with A-Z or 0-9', () =>
    expect([...availableLetters(['¡Hola', ' ', '"Quoted"', ''])]).toEqual([]));
  it('reads a single character per name', () => expect([...availableLetters(['Ghost'])]).toEqual(['G']));
  it('has no letter for punctuation', () => expect([...availableLetters(['(test)'])]).toEqual([]));
});

describe('letter highlight', () => {
  const available = availableLetters(['Bell', 'Cayenne']);
  it('highlights the selected letter when a name starts with it', () =>
    expect(isLetterActive('B', 'B', available)).toBe(true));
  it('does not highlight a selected letter no name starts with', () =>
    expect(isLetterActive('Z', 'Z', available)).toBe(false));
  it('does not highlight a letter that is not selected', () =>
    expect(isLetterActive('C', 'B', available)).toBe(false));
  it('highlights nothing when no letter is selected', () =>
    expect(isLetterActive('B', '', available)).toBe(false));
});

import { describe, expect, it } from 'vitest';
import {
  CHINENSE_SEED_LIFE,
  extraSeeds,
  germinationRate,
  packetAge,
  packetViability,
  PEPPER_SEED_LIFE,
  seedStorageLife,
  seedsToSow,
  viabilityStatus,
} from './seed-viability';

const today = new Date('2027-02-10T12:00:00Z');

describe('seed viability', () => {
  it('counts whole seasons from the packing year, never below zero', () => {
    expect(packetAge(2027, today)).toBe(0);
    expect(packetAge(2024, today)).toBe(3);
    expect(packetAge(2030, today)).toBe(0);
  });

  it('keeps pepper seed fresh for 2 years, ageing in the 3rd, old after that', () => {
    expect([0, 1, 2, 3, 4, 10].map((age) => viabilityStatus(age, PEPPER_SEED_LIFE))).toEqual([
      'fresh',
      'fresh',
      'fresh',
      'ageing',
      'old',
      'old',
    ]);
  });

  it('gives C. chinense a shorter life: fresh 1 year, ageing in the 2nd, old from the 3rd', () => {
    expect(seedStorageLife('Capsicum chinense')).toBe(CHINENSE_SEED_LIFE);
    expect(seedStorageLife('Capsicum annuum')).toBe(PEPPER_SEED_LIFE);
    expect(seedStorageLife(null)).toBe(PEPPER_SEED_LIFE);
    expect([1, 2, 3].map((age) => viabilityStatus(age, CHINENSE_SEED_LIFE))).toEqual([
      'fresh',
      'ageing',
      'old',
    ]);
  });

  it('reads a germination rate as sprouted out of sown', () => {
    expect(germinationRate(10, 4)).toBe(0.4);
    expect(germinationRate(10, 10)).toBe(1);
    expect(germinationRate(0, 0)).toBeNull();
  });

  it('computes seeds to sow and the extra from the tested rate', () => {
    expect(seedsToSow(10, 0.4)).toBe(25);
    expect(extraSeeds(10, 0.4)).toBe(15);
    expect(seedsToSow(1, 0.5)).toBe(2);
    expect(seedsToSow(6, 1)).toBe(6);
    expect(extraSeeds(10, 0.95)).toBe(1);
    expect(seedsToSow(10, 0)).toBeNull();
  });

  it('says nothing about a fresh packet', () => {
    const v = packetViability({ year: 2026, species: 'Capsicum annuum' }, null, today);
    expect(v).toEqual({ status: 'fresh', label: 'Fresh', ageYears: 1, advice: '', seedsPerPlant: null });
  });

  it('suggests a germination test for an ageing packet without one', () => {
    const v = packetViability({ year: 2024, species: 'Capsicum annuum' }, null, today);
    expect(v.status).toBe('ageing');
    expect(v.advice).toBe(
      '3 seasons old, and pepper seed keeps about 2-3 years: test 10 seeds on a damp paper towel before sowing, or sow extra.',
    );
  });

  it('turns a test of an old packet into seeds to sow', () => {
    const v = packetViability({ year: 2020, species: 'Capsicum annuum' }, 0.4, today);
    expect(v.status).toBe('old');
    expect(v.seedsPerPlant).toBe(3);
    expect(v.advice).toBe('40% came up in your test: for 10 plants sow 25 seeds, 15 extra.');
  });

  it('calls a 2-season-old habanero packet ageing, and says to sow fresh seed when none sprouted', () => {
    const v = packetViability({ year: 2025, species: 'Capsicum chinense' }, 0, today);
    expect(v.status).toBe('ageing');
    expect(v.seedsPerPlant).toBeNull();
    expect(v.advice).toBe('None sprouted in your last test: sow fresh seed of this variety.');
  });
});

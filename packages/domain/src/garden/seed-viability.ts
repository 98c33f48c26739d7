/**
 * How good a packet of pepper seed still is, from its age and its species.
 *
 * The figures: university extension seed-storage tables (the "how long vegetable seed keeps" tables of US
 * extension services, and the seed companies' tables that follow them) give pepper seed about 2 to 3 years
 * of good germination at room storage, cool and dry, before it falls off. Growers' trials and seed-bank notes
 * find Capsicum chinense (habanero, the superhots) shorter-lived, about 1 to 2 years. So a packet is fresh up
 * to the lower figure, ageing up to the upper one, and old after that. Age counts whole seasons from the year
 * the seed was packed or saved.
 *
 * For an ageing or old packet the advice is a germination test; once one is read, the tested rate says how
 * many seeds to sow per plant wanted (and so how many extra).
 */
import { counted } from '../numbers';
export type SeedViabilityStatus = 'fresh' | 'ageing' | 'old';

const SEED_VIABILITY_LABELS: Record<SeedViabilityStatus, string> = {
  fresh: 'Fresh',
  ageing: 'Ageing',
  old: 'Old',
};

interface StorageLife {
  /** Seasons of full germination. */
  freshYears: number;
  /** Seasons until germination has fallen off. */
  goodYears: number;
}

/** Pepper seed at room storage: about 2-3 years (extension-service seed-storage tables). */
export const PEPPER_SEED_LIFE: StorageLife = { freshYears: 2, goodYears: 3 };
/** Capsicum chinense seed: about 1-2 years (growers' trials and seed-bank notes). */
export const CHINENSE_SEED_LIFE: StorageLife = { freshYears: 1, goodYears: 2 };

/** The storage life of a species' seed ('Capsicum chinense' keeps shorter; the rest as peppers in general). */
export function seedStorageLife(species: string | null | undefined): StorageLife {
  return /chinense/i.test(species ?? '') ? CHINENSE_SEED_LIFE : PEPPER_SEED_LIFE;
}

/** Whole seasons since the packing year (never below zero). */
export function packetAge(year: number, today: Date): number {
  return Math.max(0, today.getUTCFullYear() - year);
}

export function viabilityStatus(ageYears: number, life: StorageLife): SeedViabilityStatus {
  if (ageYears <= life.freshYears) return 'fresh';
  if (ageYears <= life.goodYears) return 'ageing';
  return 'old';
}

/** Sprouted out of sown, 0 to 1; null for a test of no seeds. */
export function germinationRate(sown: number, sprouted: number): number | null {
  if (!(sown > 0) || sprouted < 0) return null;
  return Math.min(1, sprouted / sown);
}

/** Seeds to sow for a number of plants at a germination rate: a rate of 0 gives null (no amount is enough). */
export function seedsToSow(plants: number, rate: number): number | null {
  if (!(rate > 0)) return null;
  // A rate of 0.5 needs exactly two seeds a plant: rounding guards against 1/0.5 landing a hair above 2.
  return Math.ceil(Math.round((plants / Math.min(1, rate)) * 1e6) / 1e6);
}

/** Extra seeds beyond one per plant, at the tested rate; null when the rate is 0. */
export function extraSeeds(plants: number, rate: number): number | null {
  const seeds = seedsToSow(plants, rate);
  return seeds === null ? null : seeds - plants;
}

/** The advice counts for a tray of ten plants, a common home sowing. */
const ADVICE_PLANTS = 10;

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

export interface PacketViability {
  status: SeedViabilityStatus;
  label: string;
  ageYears: number;
  advice: string;
  /** Seeds to sow per plant, from the tested rate; null without a test (or when nothing sprouted). */
  seedsPerPlant: number | null;
}

/** A test is only worth taking when it tells how many seeds to sow, so the advice leads with it. */
export function packetViability(
  packet: { year: number; species: string | null | undefined },
  latestRate: number | null,
  today: Date,
): PacketViability {
  const ageYears = packetAge(packet.year, today);
  const life = seedStorageLife(packet.species);
  const status = viabilityStatus(ageYears, life);
  const seedsPerPlant = latestRate === null ? null : seedsToSow(1, latestRate);
  let advice = '';
  if (status !== 'fresh') {
    const age = `${counted(ageYears, 'season', 'seasons')} old`;
    const keeps =
      life === CHINENSE_SEED_LIFE
        ? 'C. chinense seed keeps about 1-2 years'
        : 'pepper seed keeps about 2-3 years';
    if (latestRate === null)
      advice = `${age}, and ${keeps}: test 10 seeds on a damp paper towel before sowing, or sow extra.`;
    else if (seedsPerPlant === null)
      advice = `None sprouted in your last test: sow fresh seed of this variety.`;
    else
      advice = `${percent(latestRate)} came up in your test: for 10 plants sow ${seedsToSow(
        ADVICE_PLANTS,
        latestRate,
      )} seeds, ${extraSeeds(ADVICE_PLANTS, latestRate)} extra.`;
  }
  return { status, label: SEED_VIABILITY_LABELS[status], ageYears, advice, seedsPerPlant };
}

interface HarvestLog {
  variety: string;
  date: Date;
  count: number;
  weightGrams: number;
}

export interface HarvestTotal {
  variety: string;
  season: number;
  count: number;
  weightGrams: number;
}

/** Harvest count and weight per variety and season (the calendar year of the harvest), by season then variety. */
export function harvestTotals(harvests: readonly HarvestLog[]): HarvestTotal[] {
  const totals = new Map<string, HarvestTotal>();
  for (const h of harvests) {
    const season = h.date.getUTCFullYear();
    const key = `${season}\u0000${h.variety}`;
    const t = totals.get(key) ?? { variety: h.variety, season, count: 0, weightGrams: 0 };
    t.count += h.count;
    t.weightGrams += h.weightGrams;
    totals.set(key, t);
  }
  return [...totals.values()].sort((a, b) => a.season - b.season || a.variety.localeCompare(b.variety));
}

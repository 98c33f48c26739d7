import fs from 'node:fs';
import path from 'node:path';

/** A published SHU figure from reference/pepper-shu-facts.csv. */
export interface ReferenceRow {
  name: string;
  shuMin: number;
  shuMax: number;
  source: string;
}

/** Matching key: case, accents and a trailing 'Pepper' do not matter. */
export function referenceKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bpeppers?$/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** Kept in the repository so the cross-check runs wherever the tests do. */
export const REFERENCE_CSV = path.resolve(__dirname, '../reference/pepper-shu-facts.csv');

export function loadReference(file = REFERENCE_CSV): Map<string, ReferenceRow[]> {
  const rows = new Map<string, ReferenceRow[]>();
  const [, ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  for (const line of lines) {
    const [name, , , min, max, source] = parseCsvLine(line);
    const shuMax = Number(max);
    if (!name || !Number.isFinite(shuMax)) continue;
    // An empty shu_min means the source gave one figure.
    const shuMin = min === '' ? shuMax : Number(min);
    const key = referenceKey(name);
    rows.set(key, [...(rows.get(key) ?? []), { name, shuMin, shuMax, source }]);
  }
  return rows;
}

/**
 * The documented tolerance: a variety agrees with the reference when its range overlaps at least one
 * source's range widened by 25% on each side (sources disagree, and single figures stand for a range).
 */
export const SHU_TOLERANCE = 0.25;

export function agreesWithReference(
  range: { shuMin: number; shuMax: number },
  rows: ReferenceRow[],
): boolean {
  return rows.some(
    (r) => range.shuMin <= r.shuMax * (1 + SHU_TOLERANCE) && range.shuMax >= r.shuMin * (1 - SHU_TOLERANCE),
  );
}

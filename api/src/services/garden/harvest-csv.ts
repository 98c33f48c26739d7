/** Every harvest of an account as CSV (RFC 4180 quoting), one row per harvest entry. */
import type { Db } from '../../db/connection.js';
import type { Catalog } from '../catalog/catalog.js';
import { userOwner } from '../my-data/favorites.js';

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function harvestCsv(db: Db, catalog: Pick<Catalog, 'pepper'>, userId: number): Promise<string> {
  const rows = await db('garden_entries as e')
    .join('garden_plantings as p', 'p.id', 'e.planting_id')
    .where({ 'e.owner': userOwner(userId), 'e.event': 'harvest' })
    .orderBy([{ column: 'e.date' }, { column: 'e.id' }])
    .select('e.date', 'p.label', 'p.pepper_id', 'e.harvest_count', 'e.harvest_grams', 'e.note');
  const lines = [['date', 'variety', 'planting', 'count', 'weight_grams', 'note'].join(',')];
  for (const r of rows) {
    const variety = catalog.pepper(Number(r.pepper_id))?.name ?? '';
    lines.push(
      [
        r.date,
        variety,
        r.label,
        r.harvest_count === null ? null : Number(r.harvest_count),
        r.harvest_grams === null ? null : Number(r.harvest_grams),
        r.note,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

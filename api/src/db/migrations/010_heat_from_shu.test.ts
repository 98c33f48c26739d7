import { createDb } from '../connection.js';
import { migrate } from '../migrate.js';
import { createTestDatabase, describeEmptyDatabases } from '../../test/helpers.js';
import * as initial from './001_initial.js';
import * as heatFromShu from './010_heat_from_shu.js';

const row = (id: number, shuMin: number, shuMax: number, heatLevel: string) => ({
  id,
  name: `Pepper ${id}`,
  scientific_name: 'Capsicum annuum',
  species: 'Capsicum annuum',
  shu_min: shuMin,
  shu_max: shuMax,
  heat_level: heatLevel,
  origin: 'Mexico',
  country: 'Mexico',
  maturity_days: 70,
  size: 'small',
  color: 'red',
  ripe_color: 'red',
  shape: 'long',
  length_cm: 5,
  description: 'A pepper.',
  culinary_uses: '[]',
  growing_tips: 'Sun.',
  common_names: '[]',
  featured: false,
});

describeEmptyDatabases('the stored heat level goes', (knex, dialect) => {
  it('drops the stored words, which the older bands wrote, and down writes the scale’s levels back', async () => {
    const db = knex();
    await initial.up(db);
    // Stored with the old bands: a 0 SHU bell as mild, a habanero as hot.
    await db('peppers').insert([row(1, 0, 0, 'mild'), row(2, 100_000, 350_000, 'hot')]);
    await heatFromShu.up(db);
    expect(await db.schema.hasColumn('peppers', 'heat_level')).toBe(false);
    await heatFromShu.down(db);
    const levels = await db('peppers').orderBy('id').pluck('heat_level');
    expect(levels).toEqual(['no-heat', 'very-hot']);
  });

  it('is part of the app’s migrations', async () => {
    const fresh = await createTestDatabase(dialect);
    const other = createDb(fresh.url, fresh.url);
    try {
      await migrate(other);
      expect(await other.schema.hasTable('peppers')).toBe(true);
      expect(await other.schema.hasColumn('peppers', 'heat_level')).toBe(false);
    } finally {
      await other.destroy();
      await fresh.drop();
    }
  });
});

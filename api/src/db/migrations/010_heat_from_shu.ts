import type { Knex } from 'knex';
import { pepperHeatLevel } from '@pepper/domain/heat';

/**
 * A pepper's heat level is derived from its SHU by the heat scale whenever it is read, so the stored copy
 * (written with older, conflicting bands) goes: nothing stored can disagree with the SHU again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('peppers', (t) => t.dropColumn('heat_level'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('peppers', (t) => t.string('heat_level', 16).nullable());
  const rows: { id: number; shu_min: number; shu_max: number }[] = await knex('peppers').select(
    'id',
    'shu_min',
    'shu_max',
  );
  for (const r of rows) {
    await knex('peppers')
      .where({ id: r.id })
      .update({ heat_level: pepperHeatLevel({ shuMin: Number(r.shu_min), shuMax: Number(r.shu_max) }) });
  }
}

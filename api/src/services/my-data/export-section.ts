/** One key of the "Your data" export document: how to read it from the account and, for what a user made, restore it. */
import type { Knex } from 'knex';
import type { TSchema } from 'typebox';
import type { Db } from '../../db/connection.js';
import type { Catalog } from '../catalog/catalog.js';

export interface SectionContext {
  db: Db;
  catalog: Pick<Catalog, 'pepper' | 'recipesById'>;
  userId: number;
  owner: string;
}

export interface ExportSection<T = unknown> {
  name: string;
  read(ctx: SectionContext): Promise<T>;
  /** Restoring is for what the user made; account facts (email, plan) are only exported. */
  restore?: {
    schema: TSchema;
    check(ctx: SectionContext, value: T, all: Record<string, unknown>): Promise<void> | void;
    write(
      trx: Knex.Transaction,
      ctx: SectionContext,
      value: T,
      all: Record<string, unknown>,
    ): Promise<number>;
  };
}

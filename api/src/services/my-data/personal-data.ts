/**
 * Every table that holds a person's data, in one list, with what becomes of its rows: where the export
 * carries them, whether a visitor's rows become the account's at sign-up, and what account deletion does.
 * Deletion and the sign-up move walk this list; the export's sections are named from it, and its test fails
 * when a table whose columns name a user or a visitor is missing here, so a new kind of personal data cannot
 * be exported and not deleted, or deleted and not exported.
 */
import type { Knex } from 'knex';
import type { Db } from '../../db/connection.js';
import { endOtherSessions } from '../accounts/sessions.js';
import { deleteRatingsOf } from '../catalog/ratings.js';
import { PLACE_COLUMNS } from '../garden/garden.js';
import { anonymiseOrders } from '../payments/orders.js';
import { deleteAnswersOf } from '../writes/idempotency.js';

/** Whose rows they are, by the column that says so. */
export type Holder =
  /** `owner`: 'u:<account id>' for an account, 'v:<key>' for a visitor. */
  | 'owner'
  /** `user_id`: an account's id. */
  | 'user_id'
  /** `caller`: whom a stored answer belongs to ('u:<id>', a visitor's session, or an address). */
  | 'caller'
  /** `email`: rows about an address before or around an account (sign-ups waiting for a code, failed sign-ins). */
  | 'email'
  /** the account's own row. */
  | 'id'
  /** `key`: a budget's counter, whose key ends in 'account:<id>'. */
  | 'budget';

/** The account being deleted, as each holder column names it. */
export interface Person {
  userId: number;
  /** 'u:<id>' */
  owner: string;
  email: string;
}

export interface PersonalTable {
  table: string;
  holder: Holder;
  /** The export document's key that carries these rows, or why they are not exported. */
  exported: { sections: string[] } | { not: string };
  /**
   * At sign-up a visitor's rows become the account's: 'move' rewrites the owner; a function merges them where
   * the account may already hold rows of its own.
   */
  atSignUp?: 'move' | ((trx: Knex.Transaction, from: string, to: string) => Promise<void>);
  /** Account deletion: 'delete' removes the person's rows; a function keeps them, no longer tied to anyone. */
  onDelete: 'delete' | ((trx: Knex.Transaction, person: Person) => Promise<void>);
}

/** A favorite the account already has stays once. */
async function mergeFavorites(trx: Knex.Transaction, from: string, to: string): Promise<void> {
  const rows = await trx('favorites').where({ owner: from });
  for (const r of rows) {
    const column = r.pepper_id !== null ? 'pepper_id' : 'recipe_id';
    await trx('favorites')
      .insert({ owner: to, pepper_id: r.pepper_id, recipe_id: r.recipe_id, created_at: r.created_at })
      .onConflict(['owner', column])
      .ignore();
  }
  await trx('favorites').where({ owner: from }).delete();
}

/** The visitor's last frost and place fill only what the account's garden settings lack. */
async function mergeGardenSettings(trx: Knex.Transaction, from: string, to: string): Promise<void> {
  const visitor = await trx('garden_settings').where({ owner: from }).first();
  if (visitor) {
    const account = await trx('garden_settings').where({ owner: to }).first();
    const fill: Record<string, unknown> = {};
    if (visitor.last_frost && !account?.last_frost) fill.last_frost = visitor.last_frost;
    if (visitor.place_name && !account?.place_name)
      for (const column of PLACE_COLUMNS) fill[column] = visitor[column];
    if (Object.keys(fill).length) {
      if (!account) await trx('garden_settings').insert({ owner: to, ...fill });
      else await trx('garden_settings').where({ owner: to }).update(fill);
    }
  }
  await trx('garden_settings').where({ owner: from }).delete();
}

/**
 * A table of rows a visitor may own before signing up: exported in `section`, theirs once they sign up, and
 * deleted with the account.
 */
const ownedTable = (
  table: string,
  section: string,
  atSignUp: PersonalTable['atSignUp'] = 'move',
): PersonalTable => ({
  table,
  holder: 'owner',
  exported: { sections: [section] },
  atSignUp,
  onDelete: 'delete',
});

/** A table of short-lived rows, deleted with the account and not exported, for the reason given. */
const unexportedTable = (table: string, holder: Holder, why: string): PersonalTable => ({
  table,
  holder,
  exported: { not: why },
  onDelete: 'delete',
});

/**
 * Rows that point to others come first: deletion walks the list in this order, and the account's own row
 * (which the others may point to) is last.
 */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  ownedTable('garden_seed_sowings', 'seeds'),
  ownedTable('garden_germination_tests', 'seeds'),
  ownedTable('garden_seed_photos', 'seeds'),
  ownedTable('garden_seed_packets', 'seeds'),
  ownedTable('garden_photos', 'journal'),
  ownedTable('garden_entries', 'journal'),
  ownedTable('garden_plantings', 'garden'),
  ownedTable('garden_settings', 'garden', mergeGardenSettings),
  ownedTable('favorites', 'favorites', mergeFavorites),
  {
    table: 'identification_confirmations',
    holder: 'user_id',
    exported: { sections: ['identifications'] },
    onDelete: 'delete',
  },
  {
    table: 'recipe_ratings',
    holder: 'user_id',
    exported: { sections: ['ratings'] },
    // The ratings leave each recipe's average with them.
    onDelete: (trx, { userId }) => deleteRatingsOf(trx, userId),
  },
  {
    table: 'orders',
    holder: 'user_id',
    exported: { sections: ['orders'] },
    // Orders are sales the shop must keep for its books: they stay, no longer tied to anyone.
    onDelete: (trx, { userId }) => anonymiseOrders(trx, userId),
  },
  {
    table: 'suggestions',
    holder: 'user_id',
    exported: { not: 'a suggestion is a message to the editors, not something kept for its sender' },
    // The suggestion stays for the editors; who sent it does not, whether signed in or by typing the address.
    onDelete: (trx, { userId, email }) =>
      trx('suggestions')
        .where({ user_id: userId })
        .orWhere({ user_email: email })
        .update({ user_id: null, user_email: null }),
  },
  unexportedTable('password_resets', 'user_id', 'a reset code is good for half an hour only'),
  unexportedTable('email_codes', 'user_id', 'a mailed code is good for minutes only'),
  {
    table: 'idempotency_keys',
    holder: 'caller',
    exported: { not: 'the stored answer to a request sent again, kept a day' },
    // The account's answers, their copies filed under the visitor or address a sign-in came from, and any
    // answer that carries the address (typed before the account existed).
    onDelete: async (trx, { owner, email }) => {
      await deleteAnswersOf(trx, owner, { mentioning: email });
    },
  },
  unexportedTable('rate_limits', 'budget', 'a budget’s count of requests, gone within the hour'),
  unexportedTable(
    'pending_signups',
    'email',
    'a sign-up waiting for its code, gone once confirmed or expired',
  ),
  unexportedTable('sign_in_failures', 'email', 'a count of failed sign-ins that guards the account'),
  {
    table: 'sessions',
    holder: 'user_id',
    exported: { not: 'a signed-in device, which the account page lists' },
    // Every device signed in to the account is signed out, this one too.
    onDelete: async (trx, { userId }) => {
      await endOtherSessions(trx, userId, null);
    },
  },
  { table: 'users', holder: 'id', exported: { sections: ['account', 'plan'] }, onDelete: 'delete' },
];

/** Tables whose columns look personal but hold no person's data. */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  jobs: 'its owner is the API process running the job, not a person',
};

/** Column names that tie a row to a user or a visitor. */
export const PERSON_COLUMNS = ['owner', 'user_id', 'user_email', 'email', 'caller', 'visitor'] as const;

/** The rows of a personal table that are the person's. */
export function rowsOf(db: Knex | Knex.Transaction, { table, holder }: PersonalTable, person: Person) {
  const rows = db(table);
  switch (holder) {
    case 'owner':
      return rows.where({ owner: person.owner });
    case 'user_id':
      return rows.where({ user_id: person.userId });
    case 'caller':
      return rows.where({ caller: person.owner });
    case 'email':
      return rows.where({ email: person.email });
    case 'id':
      return rows.where({ id: person.userId });
    case 'budget':
      return rows.where('key', 'like', `%|account:${person.userId}`);
  }
}

/** Account deletion: every personal table's rows of the account, in one transaction. */
export async function deletePersonalData(db: Db, person: Person): Promise<void> {
  await db.transaction(async (trx) => {
    for (const table of PERSONAL_TABLES) {
      if (table.onDelete === 'delete') await rowsOf(trx, table, person).delete();
      else await table.onDelete(trx, person);
    }
  });
}

/** At sign-up or sign-in, a visitor's rows become the account's. */
export async function moveVisitorData(db: Db, from: string, to: string): Promise<void> {
  await db.transaction(async (trx) => {
    for (const { table, atSignUp } of PERSONAL_TABLES) {
      if (atSignUp === 'move') await trx(table).where({ owner: from }).update({ owner: to });
      else if (atSignUp) await atSignUp(trx, from, to);
    }
  });
}

/** The tables of a database whose columns name a person but that this list does not hold. */
export async function unlistedPersonalTables(db: Db): Promise<string[]> {
  const listed = new Set([...PERSONAL_TABLES.map((t) => t.table), ...Object.keys(NOT_PERSONAL)]);
  const columns: { table: string; column: string }[] =
    db.client.config.client === 'mysql2'
      ? (
          await db.raw(
            'select table_name as `table`, column_name as `column` from information_schema.columns where table_schema = database()',
          )
        )[0]
      : await db.raw(
          "select m.name as `table`, p.name as `column` from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'",
        );
  const personal = new Set(
    columns
      .filter(({ column }) => (PERSON_COLUMNS as readonly string[]).includes(column.toLowerCase()))
      .map(({ table }) => table),
  );
  return [...personal].filter((table) => !listed.has(table)).sort();
}

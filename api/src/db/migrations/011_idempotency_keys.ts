import type { Knex } from 'knex';
import { createTable, isMysql } from '../table-builders.js';

/**
 * Idempotency keys of writes (the Idempotency-Key header): one row per caller and key, holding what the
 * first request asked (method, path, a hash of its body) and, once it is stored, its answer. A row without
 * an answer is a request still running, or one whose outcome was not known when it answered; its lease says
 * until when a repeat waits (409) before it may run the write again.
 */
export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'idempotency_keys', (t) => {
    /** 'u:<user id>', 'v:<visitor key>' or 'a:<address>'. */
    t.string('caller', 100).notNullable();
    t.string('idempotency_key', 255).notNullable();
    t.string('method', 8).notNullable();
    t.string('path', 500).notNullable();
    /** SHA-256 of the request body, hex. */
    t.string('body_hash', 64).notNullable();
    /** Which attempt holds the key: a late attempt that lost its lease cannot record its answer. */
    t.string('attempt', 36).notNullable();
    /** Epoch ms until which a running attempt keeps the key. */
    t.bigInteger('locked_until').notNullable();
    /** Null while running; the answer's status once stored. */
    t.integer('status').nullable();
    /** The answer: {headers, body} as JSON. */
    if (isMysql(knex)) t.specificType('response', 'mediumtext').nullable();
    else t.text('response').nullable();
    t.bigInteger('created_at').notNullable();
    t.primary(['caller', 'idempotency_key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}

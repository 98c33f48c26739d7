import type { PlanType, User } from '@pepper/contract';
import type { Db } from '../../db/connection.js';
import { now } from '../../db/connection.js';

export interface UserRow {
  id: number;
  email: string;
  name: string | null;
  password_hash: string | null;
  oidc_subject: string | null;
  is_admin: number | boolean;
  plan_type: PlanType;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  subscription_status: string | null;
  current_period_end: string | null;
  cancel_at_period_end: number | boolean;
  email_verified_at: string | null;
  created_at: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Admins: the is_admin flag (granted by the operator's CLI), or an address listed in ADMIN_EMAILS that its
 * owner has proved to read: anyone can sign up with any address, so a listed one alone proves nothing.
 */
export function toUser(row: UserRow, adminEmails: string[]): User {
  const emailVerified = Boolean(row.email_verified_at);
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    isAdmin: Boolean(row.is_admin) || (emailVerified && adminEmails.includes(row.email.toLowerCase())),
    emailVerified,
    hasPassword: Boolean(row.password_hash),
    planType: row.plan_type,
  };
}

export async function markEmailVerified(db: Db, id: number): Promise<void> {
  await db('users').where({ id }).whereNull('email_verified_at').update({ email_verified_at: now() });
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users')
    .where({ email: normalizeEmail(email) })
    .first();
}

/** Inserts a user and answers its row; null when the email is taken. */
export async function createUser(
  db: Db,
  fields: {
    email: string;
    name?: string | null;
    passwordHash?: string | null;
    oidcSubject?: string | null;
    emailVerified?: boolean;
  },
): Promise<UserRow | null> {
  const email = normalizeEmail(fields.email);
  try {
    await db('users').insert({
      email,
      name: fields.name?.trim() || null,
      password_hash: fields.passwordHash ?? null,
      oidc_subject: fields.oidcSubject ?? null,
      is_admin: false,
      plan_type: 'free',
      email_verified_at: fields.emailVerified ? now() : null,
      created_at: now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return (await findUserByEmail(db, email)) ?? null;
}

/** Duplicate key on either dialect (a race between two sign-ups is a conflict, not a 500). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const count = await db('users')
    .where({ email: normalizeEmail(email) })
    .update({ is_admin: isAdmin });
  return count > 0;
}

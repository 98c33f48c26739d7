/**
 * `npm run admin -- grant EMAIL` / `revoke EMAIL` / `list`: manage administrators in the database the
 * API uses (DATABASE_URL, else the embedded SQLite file). Emails in ADMIN_EMAILS are admins regardless.
 * `plan EMAIL free|premium|pro` sets a plan by hand (support, and end-to-end tests without card payments).
 */
import { createDb, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { loadConfig } from '../config/app-config.js';
import { normalizeEmail, setAdmin } from '../services/accounts/users.js';

export async function runAdminCommand(
  db: Db,
  args: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, email] = args;
  if ((command === 'grant' || command === 'revoke') && email) {
    const ok = await setAdmin(db, email, command === 'grant');
    print(
      ok
        ? `${email}: ${command === 'grant' ? 'now an administrator' : 'no longer an administrator'}`
        : `${email}: no such user (sign up first)`,
    );
    return ok ? 0 : 1;
  }
  if (command === 'plan' && email && ['free', 'premium', 'pro'].includes(args[2] ?? '')) {
    const updated = await db('users')
      .where({ email: normalizeEmail(email) })
      .update({ plan_type: args[2] });
    print(updated ? `${email}: now on the ${args[2]} plan` : `${email}: no such user (sign up first)`);
    return updated ? 0 : 1;
  }
  if (command === 'list') {
    const rows = await db('users').where({ is_admin: true }).orderBy('email').select('email');
    print(rows.length ? rows.map((r) => r.email).join('\n') : '(no administrators in the database)');
    return 0;
  }
  print('usage: npm run admin -- grant EMAIL | revoke EMAIL | plan EMAIL free|premium|pro | list');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const db = createDb(config.databaseUrl, config.sqliteFile);
  try {
    await migrate(db);
    process.exitCode = await runAdminCommand(db, process.argv.slice(2));
  } finally {
    await db.destroy();
  }
}

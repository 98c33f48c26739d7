import { describeDialects } from '../../test/helpers.js';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, confirmEmailCode, issueEmailCode } from './email-verification.js';
import { createUser } from './users.js';

const SECRET = 'a-secret-that-is-long-enough-for-tests-0123456789';

describeDialects('email codes', (app) => {
  const account = async () =>
    (await createUser(app().db, { email: `c-${Math.random().toString(16).slice(2)}@example.com` }))!;
  const verifiedAt = async (id: number) => (await app().db('users').where({ id }).first()).email_verified_at;

  it('confirms the address with the live code, once', async () => {
    const user = await account();
    const code = await issueEmailCode(app().db, SECRET, user.id);
    expect(code).toMatch(/^\d{6}$/);
    expect(await confirmEmailCode(app().db, SECRET, user.id, code)).toBe(true);
    expect(await verifiedAt(user.id)).toBeTruthy();
    expect(await confirmEmailCode(app().db, SECRET, user.id, code)).toEqual({
      triesLeft: expect.any(Number),
    });
  });

  it('keeps only a keyed hash of the code', async () => {
    const user = await account();
    const code = await issueEmailCode(app().db, SECRET, user.id);
    const row = await app().db('email_codes').where({ user_id: user.id }).first();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses the code from 15 minutes on', async () => {
    const user = await account();
    const issued = Date.now();
    const code = await issueEmailCode(app().db, SECRET, user.id, issued);
    expect(await confirmEmailCode(app().db, SECRET, user.id, code, issued + CODE_TTL_MS + 1)).toEqual({
      triesLeft: expect.any(Number),
    });
    expect(await confirmEmailCode(app().db, SECRET, user.id, code, issued + CODE_TTL_MS)).toBe(true);
  });

  it('gives five tries: after five wrong ones even the right code is refused', async () => {
    const user = await account();
    const code = await issueEmailCode(app().db, SECRET, user.id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      expect(await confirmEmailCode(app().db, SECRET, user.id, wrong)).toEqual({
        triesLeft: CODE_MAX_ATTEMPTS - i - 1,
      });
    expect(await confirmEmailCode(app().db, SECRET, user.id, code)).toEqual({ triesLeft: 0 });
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('replaces an earlier code with a new one', async () => {
    const user = await account();
    const first = await issueEmailCode(app().db, SECRET, user.id);
    let second = await issueEmailCode(app().db, SECRET, user.id);
    while (second === first) second = await issueEmailCode(app().db, SECRET, user.id);
    expect(await confirmEmailCode(app().db, SECRET, user.id, first)).toEqual({
      triesLeft: expect.any(Number),
    });
    expect(await confirmEmailCode(app().db, SECRET, user.id, second)).toBe(true);
  });

  it('does not accept a code issued for another account', async () => {
    const a = await account();
    const b = await account();
    const code = await issueEmailCode(app().db, SECRET, a.id);
    await issueEmailCode(app().db, SECRET, b.id);
    expect(await confirmEmailCode(app().db, SECRET, b.id, code)).toEqual({ triesLeft: expect.any(Number) });
  });
});

import { RESET_CODE_LENGTH } from '@pepper/contract';
import { createUser } from '../services/accounts/users.js';
import { RESET_REFUSED_MESSAGE, RESET_STARTED_MESSAGE } from '../services/accounts/password-reset.js';
import { Client, describeDialects, limitsWith, sentMail, statusCodes } from '../test/helpers.js';

const unique = (name: string) => `${name}-${Math.random().toString(16).slice(2, 10)}@example.com`;

/** The reset code in the newest mail to an address. */
function resetCodeSentTo(email: string): string {
  const mail = sentMail.filter((m) => m.to === email).at(-1);
  const code = mail?.text.match(new RegExp(`\\b(\\d{${RESET_CODE_LENGTH}})\\b`))?.[1];
  if (!code) throw new Error(`no reset code was mailed to ${email}`);
  return code;
}
const otherCode = (code: string) => (code === '00000000' ? '11111111' : '00000000');

describeDialects('password recovery', (app) => {
  const forgot = (client: Client, email: string) => client.post('/api/auth/forgot-password', { email });
  const reset = (client: Client, email: string, code: string, newPassword = 'a brand new password') =>
    client.post('/api/auth/reset-password', { email, code, newPassword });
  const signsIn = async (email: string, password: string) =>
    (await new Client(app).post('/api/auth/login', { email, password })).statusCode;

  it('sets a new password with the mailed code, signs in, and signs out every other session', async () => {
    const phone = new Client(app);
    const { email } = await phone.register(unique('forgetful'), 'old password 1');
    const laptop = new Client(app);
    expect((await laptop.post('/api/auth/login', { email, password: 'old password 1' })).statusCode).toBe(
      200,
    );

    const here = new Client(app);
    const asked = await forgot(here, email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: RESET_STARTED_MESSAGE });
    const mail = sentMail.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Reset your Pepper Atlas password');
    expect(mail.text).toMatch(/within 30 minutes/);
    expect(mail.text).toMatch(/signs your account out on every other device/);

    const res = await reset(here, email, resetCodeSentTo(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, hasPassword: true, emailVerified: true });
    expect((await here.get('/api/user')).json()).toMatchObject({ email });
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect(await signsIn(email, 'old password 1')).toBe(401);
    expect(await signsIn(email, 'a brand new password')).toBe(200);

    const done = sentMail.filter((m) => m.to === email).at(-1)!;
    expect(done.subject).toBe('Your Pepper Atlas password was changed');
    expect(done.text).toMatch(/Every other device signed in to your account was signed out \(2 sessions\)/);
  });

  it('answers an address without an account exactly as one with an account, and mails it nothing', async () => {
    const { email } = await new Client(app).register(unique('known'));
    const known = await forgot(new Client(app), email);
    const before = sentMail.length;
    const unknown = await forgot(new Client(app), unique('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(sentMail.length).toBe(before);
    // The reset itself refuses an unknown address in the words it uses for a wrong code.
    const refusedUnknown = await reset(new Client(app), unique('nobody'), '12345678');
    const refusedWrong = await reset(new Client(app), email, otherCode(resetCodeSentTo(email)));
    expect(refusedUnknown.statusCode).toBe(400);
    expect(refusedUnknown.json()).toEqual(refusedWrong.json());
    expect(refusedWrong.json().message).toBe(RESET_REFUSED_MESSAGE);
  });

  it('takes a code once: used again it is refused and changes nothing', async () => {
    const { email } = await new Client(app).register(unique('once'));
    await forgot(new Client(app), email);
    const code = resetCodeSentTo(email);
    expect((await reset(new Client(app), email, code, 'first new password')).statusCode).toBe(200);
    const again = new Client(app);
    const res = await reset(again, email, code, 'second new password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_REFUSED_MESSAGE);
    expect((await again.get('/api/user')).statusCode).toBe(401);
    expect(await signsIn(email, 'second new password')).toBe(401);
    expect(await signsIn(email, 'first new password')).toBe(200);
  });

  it('refuses a wrong code without changing anything, and after five tries refuses even the right one', async () => {
    const owner = new Client(app);
    const { email } = await owner.register(unique('guessed'), 'kept password');
    await forgot(new Client(app), email);
    const code = resetCodeSentTo(email);
    const guesser = new Client(app);
    expect(await statusCodes(5, () => reset(guesser, email, otherCode(code)))).toEqual([
      400, 400, 400, 400, 400,
    ]);
    expect((await reset(guesser, email, code)).statusCode).toBe(400);
    expect((await guesser.get('/api/user')).statusCode).toBe(401);
    expect((await owner.get('/api/user')).statusCode).toBe(200);
    expect(await signsIn(email, 'kept password')).toBe(200);
  });

  it('takes only the newest code when several were asked for', async () => {
    const { email } = await new Client(app).register(unique('twice'));
    await forgot(new Client(app), email);
    const first = resetCodeSentTo(email);
    let second = first;
    while (second === first) {
      await forgot(new Client(app), email);
      second = resetCodeSentTo(email);
    }
    expect((await reset(new Client(app), email, first)).statusCode).toBe(400);
    expect((await reset(new Client(app), email, second)).statusCode).toBe(200);
  });

  it('refuses a new password below the policy (400), and the code still works afterwards', async () => {
    const { email } = await new Client(app).register(unique('weak'), 'the old password');
    await forgot(new Client(app), email);
    const code = resetCodeSentTo(email);
    const weak = await reset(new Client(app), email, code, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/newPassword/);
    expect(await signsIn(email, 'the old password')).toBe(200);
    expect((await reset(new Client(app), email, code, 'long enough now')).statusCode).toBe(200);
  });

  it('refuses a malformed code or address (400) before anything is counted', async () => {
    for (const body of [
      { email: 'x@example.com', code: '1234', newPassword: 'long enough' },
      { email: 'not an address', code: '12345678', newPassword: 'long enough' },
      { email: 'x@example.com', code: '12345678', newPassword: 'long enough', extra: 1 },
    ])
      expect((await new Client(app).post('/api/auth/reset-password', body)).statusCode).toBe(400);
    expect((await new Client(app).post('/api/auth/forgot-password', { email: 'nope' })).statusCode).toBe(400);
  });

  it('stops taking a code 30 minutes after it was mailed', async () => {
    const { email } = await new Client(app).register(unique('late'), 'the old password');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await forgot(new Client(app), email);
      const code = resetCodeSentTo(email);
      vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
      const late = await reset(new Client(app), email, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(RESET_REFUSED_MESSAGE);
      expect(await signsIn(email, 'the old password')).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells an account of the sign-in provider, by mail, to recover through the provider', async () => {
    const email = unique('provider');
    await createUser(app().db, { email, oidcSubject: `https://id.example|${email}`, emailVerified: true });
    const res = await forgot(new Client(app), email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: RESET_STARTED_MESSAGE });
    const mail = sentMail.filter((m) => m.to === email).at(-1)!;
    expect(mail.text).toMatch(/signs in through your sign-in provider/);
    expect(mail.text).toMatch(/recover it with your provider/);
    expect(mail.text).not.toMatch(new RegExp(`\\b\\d{${RESET_CODE_LENGTH}}\\b`));
    const user = await app().db('users').where({ email }).first();
    expect(await app().db('password_resets').where({ user_id: user.id }).first()).toBeUndefined();
  });
});

describeDialects(
  'password recovery limits',
  (app) => {
    it('mails one account at most twice an hour, and answers an unknown address the same way', async () => {
      const { email } = await new Client(app).register(unique('flooded'));
      expect(
        await statusCodes(3, () => new Client(app).post('/api/auth/forgot-password', { email })),
      ).toEqual([202, 202, 429]);
      const refused = await new Client(app).post('/api/auth/forgot-password', { email });
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json().message).toMatch(/^Too many password reset emails asked for\. Try again in/);
      const nobody = unique('nobody');
      expect(
        await statusCodes(3, () => new Client(app).post('/api/auth/forgot-password', { email: nobody })),
      ).toEqual([202, 202, 429]);
    });

    it('lets one account be tried four times an hour, across codes, whoever tries', async () => {
      const { email } = await new Client(app).register(unique('tried'), 'the old password');
      await new Client(app).post('/api/auth/forgot-password', { email });
      const code = resetCodeSentTo(email);
      const wrong = { email, code: otherCode(code), newPassword: 'long enough' };
      expect(await statusCodes(4, () => new Client(app).post('/api/auth/reset-password', wrong))).toEqual([
        400, 400, 400, 400,
      ]);
      const right = await new Client(app).post('/api/auth/reset-password', { ...wrong, code });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/^Too many reset codes tried\. Try again in/);
    });

    it('limits one address to eight reset emails an hour, whichever addresses it asks for', async () => {
      // Only this test sends requests from this address.
      const codes = await statusCodes(9, (i) =>
        new Client(app).request({
          method: 'POST',
          url: '/api/auth/forgot-password',
          json: { email: unique(`spread${i}`) },
          remoteAddress: '203.0.113.9',
        }),
      );
      expect(codes).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429]);
    });
  },
  { config: { rateLimits: limitsWith({ passwordResets: 2 }) } },
);

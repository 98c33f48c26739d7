import { APP_PORT, expect, expectAccessible, mailedCode, pageAlive, signUp, test } from '../fixtures';

const SHOTS = process.env.SHOTS_DIR;
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** The eight-digit reset code in the newest mail to an address. */
const mailedResetCode = (email: string) => mailedCode(email, /reset code is (\d{8})/);

test.describe('account recovery and signed-in devices', () => {
  test('the recovery screens are pages of their own, rendered by the server and kept out of search results', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/forgot-password', 'Forgot your password?'],
      ['/reset-password?returnTo=%2Fgarden', 'Set a new password'],
    ]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`>${heading}</h1>`);
      // In the head, as React writes the page's own tags.
      expect(html.slice(0, html.indexOf('</head>')), path).toContain(
        '<meta name="robots" content="noindex"/>',
      );
    }
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('password');
  });

  test('forgot password: the mailed code sets a new password and signs in, and the old session elsewhere is signed out', async ({
    page,
    browser,
  }) => {
    // Signed in on one browser, the password then forgotten on another.
    const { email, password } = await signUp(page);
    expect((await page.request.get('/api/user')).status()).toBe(200);

    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto('/login?returnTo=%2Faccount');
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/accounts-login.png`, fullPage: true });
    await phone.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(phone).toHaveURL(/\/forgot-password\?returnTo=%2Faccount$/);
    await expect(phone.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await pageAlive(phone);
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await expectAccessible(phone);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/accounts-forgot-password.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Email me a code' }).click();

    await expect(phone.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(phone.getByRole('status').first()).toContainText('If an account uses that address');
    await expect(phone.getByLabel('Email', { exact: true })).toHaveValue(email);
    await phone.getByLabel('Code from the email', { exact: true }).fill(await mailedResetCode(email));
    await phone.getByLabel('New password', { exact: true }).fill('a fresh password for the garden');
    await expectAccessible(phone);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/accounts-reset-password.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Set new password' }).click();

    await expect(phone).toHaveURL(/\/account$/);
    await expect(phone.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Email' })).toContainText(email);
    expect((await phone.request.get('/api/user')).status()).toBe(200);

    // The first browser's session is over: its page offers signing in again.
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.goto('/account');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // The old password no longer signs in; the new one does.
    const headers = { origin: `http://127.0.0.1:${APP_PORT}` };
    expect(
      (await page.request.post('/api/auth/login', { data: { email, password }, headers })).status(),
    ).toBe(401);
    expect(
      (
        await page.request.post('/api/auth/login', {
          data: { email, password: 'a fresh password for the garden' },
          headers,
        })
      ).status(),
    ).toBe(200);
    await other.close();
  });

  test('a device signed in elsewhere is listed on the account page and signed out from there', async ({
    page,
    browser,
  }) => {
    const { email, password } = await signUp(page);
    const laptop = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
    const headers = { origin: `http://127.0.0.1:${APP_PORT}` };
    expect(
      (await laptop.request.post('/api/auth/login', { data: { email, password }, headers })).status(),
    ).toBe(200);

    await page.goto('/account');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').first()).toContainText('This device');
    await expect(devices.getByRole('listitem').nth(1)).toContainText('Firefox on Windows');
    await expect(devices.getByRole('listitem').nth(1)).toContainText('Active now');
    await devices.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    if (SHOTS) await devices.screenshot({ path: `${SHOTS}/accounts-sessions.png` });

    await devices.getByRole('button', { name: 'Sign out Firefox on Windows (active now)' }).click();
    await expect(devices.getByText('Firefox on Windows was signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
    expect((await laptop.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/accounts-account-page.png`, fullPage: true });
    await laptop.close();
  });
});

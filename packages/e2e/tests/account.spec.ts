import type { Page } from '@playwright/test';
import { APP_PORT, expect, expectAccessible, mailedCode, signUp, test } from '../fixtures';

const sameOrigin = { origin: `http://127.0.0.1:${APP_PORT}` };

/** A pepper's page, reached the way a reader does: searching the database and opening a card. */
async function openPepper(page: Page, name: string) {
  await page.goto(`/peppers?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const accountCard = (page: Page) => page.getByRole('region', { name: 'Your account' });

test.describe('account', () => {
  test('sign up, see the account in the Menu, sign out, and the Menu offers signing in again', async ({
    page,
  }) => {
    const email = `menu${Date.now()}@pepperatlas.test`;
    await page.goto('/signup');
    await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Name (optional)').fill('Menu Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('Code from the email').fill(await mailedCode(email));
    await page.getByRole('button', { name: 'Finish Creating Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
    await expect(accountCard(page)).toContainText('Menu Tester');
    await expect(accountCard(page)).toContainText(email);
    await expect(accountCard(page)).toContainText('Free plan');
    await expectAccessible(page);

    await accountCard(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(accountCard(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(accountCard(page).getByRole('link', { name: 'Create account' })).toBeVisible();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(accountCard(page)).not.toContainText('Menu Tester');
    // The session is over on the server too.
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await expectAccessible(page);
  });

  test('signing in from a pepper page comes back to that pepper', async ({ page }) => {
    const { email, password } = await signUp(page);
    await page.request.post('/api/logout', { headers: sameOrigin });

    await openPepper(page, 'Jalapeño');
    const pepperUrl = page.url();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
    await accountCard(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fpeppers%2F\d+$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(pepperUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Jalapeño' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  test('the account page shows the email, plan, orders and password, and signing out there goes Home', async ({
    page,
  }) => {
    const { email } = await signUp(page, { plan: 'premium' });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const emailCard = page.getByRole('region', { name: 'Email' });
    await expect(emailCard).toContainText(email);
    await expect(emailCard).toContainText('Confirmed');
    await expect(page.getByRole('region', { name: 'Plan' })).toContainText('Premium');
    await expect(
      page.getByRole('region', { name: 'Plan' }).getByRole('link', { name: 'Manage subscription' }),
    ).toHaveAttribute('href', '/premium?tab=pricing');
    await expect(page.getByRole('region', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
    await expectAccessible(page);

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('not my password');
    await password.getByLabel('New password').fill('a brand new password');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Your current password is not right.');
    await password.getByLabel('Current password').fill('correct horse battery staple');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your password was changed.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep my account' }).click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const again = await page.request.post('/api/auth/login', {
      data: { email, password: 'a brand new password' },
      headers: sameOrigin,
    });
    expect(again.status()).toBe(200);
  });

  test('the addresses people type lead where they mean', async ({ page }) => {
    await page.goto('/signin?returnTo=%2Frecipes');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Frecipes$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pepper Atlas' })).toBeVisible();

    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/premium\?tab=pricing$/);
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/account');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Faccount',
    );

    await page.goto('/guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Growing guides' }).getByRole('link')).toHaveCount(4);
    await page.getByRole('link', { name: /^Pairing Guide/ }).click();
    await expect(page).toHaveURL(/\/pairing$/);
    await page.goto('/guides');
    await expectAccessible(page);

    await signUp(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('an unknown address answers 404 with a page written for people', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('route-table');
    await expect(page.locator('main')).not.toContainText('shell/src');
    const places = page.getByRole('navigation', { name: 'Places to go' });
    for (const name of ['Pepper database', 'Recipes', 'Grow center', 'Menu'])
      await expect(places.getByRole('link', { name })).toBeVisible();
    await expectAccessible(page);

    const search = page.getByRole('search', { name: 'Search the pepper database' });
    await search.getByRole('searchbox', { name: 'Search peppers' }).fill('habanero');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/peppers\?search=habanero$/);

    for (const path of ['/peppers/1/extra', '/account/elsewhere'])
      expect((await page.request.get(path)).status(), path).toBe(404);
    for (const path of ['/', '/menu', '/guides', '/signin', '/pricing', '/peppers/1000'])
      expect((await page.request.get(path)).status(), path).toBe(200);
  });
});

import { http, HttpResponse, recordMockOrder, server, setScenario } from '@pepper/mocks/node';
import { Route, Routes, useLocation } from '@pepper/router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkTargets } from '@pepper/ui/testing';
import { renderWithShell } from '../../test/render';
import { watchSignOut } from '../../test/sign-out';
import AccountPage from './AccountPage';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const renderAccount = () =>
  renderWithShell(
    <>
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <Where />
    </>,
    { path: '/account' },
  );

const section = (name: string) => screen.findByRole('region', { name });

/** The server's answer for who is signed in: a free member who is no admin. */
const signedInAs = (user: {
  id: number;
  email: string;
  name: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
}) =>
  server.use(http.get('/api/user', () => HttpResponse.json({ ...user, isAdmin: false, planType: 'free' })));

describe('the account page for a visitor', () => {
  it('asks to sign in or create an account, coming back here', async () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Sign in' });
    expect(linkTargets('Sign in')).toEqual(['/login?returnTo=%2Faccount']);
    expect(linkTargets('Create account')).toEqual(['/signup?returnTo=%2Faccount']);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});

describe('the account page for a member', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the email and that it is confirmed, and the plan with the way to manage it', async () => {
    setScenario('premium');
    renderAccount();
    const email = await section('Email');
    expect(within(email).getByText('grower@example.com')).toBeInTheDocument();
    expect(within(email).getByText('Confirmed')).toBeInTheDocument();
    const plan = await section('Plan');
    expect(within(plan).getByText('Premium')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/premium?tab=pricing',
    );
  });

  it('lets an owner confirm an unconfirmed address with the code mailed to it', async () => {
    setScenario('free');
    signedInAs({ id: 1, email: 'new@example.com', name: null, emailVerified: false, hasPassword: true });
    renderAccount();
    const email = await section('Email');
    expect(within(email).getByText('Not confirmed')).toBeInTheDocument();
    await userEvent.click(within(email).getByRole('button', { name: 'Send me a code' }));
    await userEvent.type(await within(email).findByLabelText('Code from the email'), '123456');
    await userEvent.click(within(email).getByRole('button', { name: 'Confirm email' }));
    expect(await within(email).findByText('Confirmed')).toBeInTheDocument();
  });

  it('changes the password with the current one, and says when the current one is wrong', async () => {
    setScenario('free');
    renderAccount();
    const password = await section('Password');
    const change = within(password).getByRole('button', { name: 'Change password' });
    expect(change).toBeDisabled();
    await userEvent.type(within(password).getByLabelText('Current password'), 'wrong one');
    await userEvent.type(within(password).getByLabelText('New password'), 'battery staple');
    await userEvent.click(change);
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      'Your current password is not right.',
    );
    await userEvent.clear(within(password).getByLabelText('Current password'));
    await userEvent.type(within(password).getByLabelText('Current password'), 'correct horse');
    await userEvent.click(change);
    expect(
      await within(password).findByText(
        'Your password was changed. Every other device signed in to your account was signed out (2).',
      ),
    ).toBeInTheDocument();
    expect(within(password).getByLabelText('New password')).toHaveValue('');
    // The list of devices shows the others gone.
    const devices = await section('Signed-in devices');
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(within(devices).getByRole('listitem')).toHaveTextContent('This device');
  });

  it('tells an account from the sign-in provider that it has no password here', async () => {
    setScenario('free');
    signedInAs({
      id: 2,
      email: 'alice@oidc.example',
      name: 'Alice',
      emailVerified: true,
      hasPassword: false,
    });
    renderAccount();
    const password = await section('Password');
    expect(password).toHaveTextContent('this account has no password here');
    expect(within(password).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('says there are no orders yet, and lists paid orders newest first with their lines and totals', async () => {
    setScenario('pro');
    const { unmount } = renderAccount();
    expect(await within(await section('Orders')).findByText(/No orders yet/)).toBeInTheDocument();
    unmount();
    recordMockOrder({
      id: 7,
      createdAt: '2026-03-04T10:00:00.000Z',
      lines: [{ kind: 'grow-kit', itemId: 1, name: 'Starter Kit', quantity: 2, unitPrice: 2099 }],
      discountPercent: 30,
      total: 4198,
      currency: 'usd',
      status: 'paid',
    });
    renderAccount();
    const list = await within(await section('Orders')).findByRole('list', { name: 'Your orders' });
    expect(list).toHaveTextContent('Mar 4, 2026');
    expect(list).toHaveTextContent('$41.98');
    expect(list).toHaveTextContent('2 × Starter Kit at $20.99');
    expect(list).toHaveTextContent('Member discount: 30%');
  });

  it('keeps export, import and deleting the account in one place; deleting is asked twice', async () => {
    setScenario('free');
    renderAccount();
    const data = await section('Your data');
    expect(within(data).getByRole('button', { name: 'Export my data' })).toBeInTheDocument();
    expect(within(data).getByRole('link', { name: 'Harvests as CSV' })).toHaveAttribute(
      'href',
      '/api/me/export/harvests.csv',
    );
    expect(within(data).getByLabelText('Import an export file')).toBeInTheDocument();
    const remove = within(data).getByRole('button', { name: 'Delete my account' });
    // Secondary, not the page's main action: outlined in red rather than a filled red button.
    expect(remove.className).toContain('border-red-700');
    expect(remove.className).not.toContain('bg-red-800');
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account for good' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await userEvent.click(confirm);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('signs out on the server, tells the service worker to forget the account’s answers, and goes Home', async () => {
    setScenario('free');
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage } } });
    const logout = watchSignOut();
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(logout.signedOut).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'FORGET_USER_DATA' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });
});

describe('the devices signed in to the account', () => {
  it('lists each device in plain words with when it was last used, this one marked', async () => {
    setScenario('free');
    renderAccount();
    const devices = await section('Signed-in devices');
    const items = await within(devices).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome on AndroidThis device',
      'Firefox on WindowsLast seen 2 hours agoSign out',
      'Safari on iPadLast seen 5 days agoSign out',
    ]);
    // This device is signed out with the page's own Sign out button, not from the list.
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('signs out one other device, and says so', async () => {
    setScenario('free');
    renderAccount();
    const devices = await section('Signed-in devices');
    await userEvent.click(
      await within(devices).findByRole('button', {
        name: 'Sign out Firefox on Windows (last seen 2 hours ago)',
      }),
    );
    expect(await within(devices).findByText('Firefox on Windows was signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(2));
    expect(within(devices).queryByText('Firefox on Windows')).not.toBeInTheDocument();
  });

  it('signs out every other device at once', async () => {
    setScenario('free');
    renderAccount();
    const devices = await section('Signed-in devices');
    await userEvent.click(await within(devices).findByRole('button', { name: 'Sign out all other devices' }));
    expect(await within(devices).findByText('Signed out on 2 other devices.')).toBeInTheDocument();
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(
      within(devices).queryByRole('button', { name: 'Sign out all other devices' }),
    ).not.toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    setScenario('free');
    server.use(http.get('/api/me/sessions', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderAccount();
    const devices = await section('Signed-in devices');
    expect(await within(devices).findByRole('alert')).toHaveTextContent(
      'Your devices cannot be shown right now. Please try again later.',
    );
  });
});
